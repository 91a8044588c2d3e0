const grouping = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** `1 234 DA`: French digit grouping in every language, so the figure reads the same in ar/en/fr. */
export const formatAmount = (value: number) => `${grouping.format(value).replace(/\u202f|\u00a0/g, ' ')} DA`;

/** The locale dates are written in for a language: Latin digits in Arabic too (like the amounts), else en-GB or fr-FR. */
export const dateLocale = (lng: string | undefined) =>
  lng?.startsWith('ar') ? 'ar-DZ-u-nu-latn' : lng?.startsWith('en') ? 'en-GB' : 'fr-FR';

/** A date and time, short, in the language's format. */
export const formatDateTime = (iso: string, lng: string | undefined) =>
  new Intl.DateTimeFormat(dateLocale(lng), { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
