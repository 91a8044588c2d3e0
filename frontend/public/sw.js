/* global self, caches, fetch, Request, Response, URL */
// The shop's service worker (docs/orders.md "Notifications"): it makes the shop installable, shows the
// offline page when a page cannot be loaded, and shows the order-step notifications pushed to the customer.
// It caches only the offline page and its icon: pages, bundles and API answers always come from the network, so
// no stale price, order or session is ever served from a cache.
const CACHE = 'oran-food-offline-v1';
const OFFLINE_URL = '/offline.html';
const PRECACHED = [OFFLINE_URL, '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHED.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      // No clients.claim(): the page that installed the worker stays uncontrolled until its next load.
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n)))),
  );
});

// Page loads only (never /api, /ws, /assets or images): from the network, and the offline page when it fails.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  event.respondWith(
    fetch(request).catch(() => caches.match(OFFLINE_URL).then((page) => page || Response.error())),
  );
});

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      lang: message.lang,
      dir: message.dir,
      icon: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

// A click opens the order's page: in a shop tab already open if there is one, else in a new window.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data && event.notification.data.url;
  const target = new URL(
    typeof path === 'string' && /^\/(?!\/)/.test(path) ? path : '/',
    self.location.origin,
  );
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === target.origin);
      const openNew = () => self.clients.openWindow(target.href);
      // navigate() works on the windows this worker controls only; another one gets a new window.
      if (!open) return openNew();
      return open
        .focus()
        .then((focused) => focused.navigate(target.href))
        .catch(openNew);
    }),
  );
});
