// The shop's service worker (public/sw.js: installable app, offline page, pushed order steps). Registered by the
// production build only: under `vite` dev it would stand between the page and Vite's module server.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
