// The namespaces every public page needs before it paints (the page frame, home, menu, cart drawer, error pages):
// they load with the language at start (lib/i18n), the others when a screen that uses them renders. No imports:
// bench:client reads this list to count the current language's locale chunks as part of the first load.
export const startNamespaces = ['common', 'layout', 'home', 'menu', 'cart', 'errors'] as const;
