/*
 * Social Loop service worker (served at /sw.js so its scope is the whole site).
 * - Install: cache the app shell (/, manifest, icons) and the entry assets referenced by index.html, so the
 *   app can start offline.
 * - Navigations: network first (always the freshest index.html), falling back to the cached shell.
 * - /assets/* (content-hashed by Vite, immutable): cache first, filled as they are used.
 * - /api/*: never cached or intercepted.
 * - A "SKIP_WAITING" message activates a waiting update; the page reloads on controllerchange.
 */
const VERSION = 'v1';
const SHELL_CACHE = `social-loop-shell-${VERSION}`;
const ASSET_CACHE = `social-loop-assets-${VERSION}`;
const SHELL_URLS = ['/', '/manifest.webmanifest', '/icons/icon.svg', '/icons/maskable.svg'];

const assetsIn = (html) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await shell.addAll(SHELL_URLS);
      const index = await shell.match('/');
      const assets = index ? assetsIn(await index.clone().text()) : [];
      if (assets.length) await (await caches.open(ASSET_CACHE)).addAll(assets);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
      for (const key of await caches.keys()) if (!keep.has(key)) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

const networkFirstNavigation = async (request) => {
  try {
    const response = await fetch(request);
    if (response.ok) (await caches.open(SHELL_CACHE)).put('/', response.clone());
    return response;
  } catch {
    return (await caches.match('/', { cacheName: SHELL_CACHE })) || Response.error();
  }
};

const cacheFirstAsset = async (request) => {
  const cached = await caches.match(request, { cacheName: ASSET_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(ASSET_CACHE)).put(request, response.clone());
  return response;
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirstAsset(request));
  } else if (SHELL_URLS.includes(url.pathname)) {
    event.respondWith(caches.match(request, { cacheName: SHELL_CACHE }).then((cached) => cached || fetch(request)));
  }
});
