// The shop's service worker (public/sw.js: installable app, offline page, pushed order steps). Registered by the
// built client only: under `vite` dev (import.meta.hot) it would stand between the page and Vite's module server.
// Not `import.meta.env.PROD`: the e2e global setup builds under vitest's NODE_ENV=test, where PROD is false.
export function registerServiceWorker(): void {
  if (import.meta.hot || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
