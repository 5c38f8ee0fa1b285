/**
 * The site's service worker, written out by the build as /sw.js (see build-plugin.ts): this function's
 * source with its settings, so it must use nothing from outside its own body.
 *
 * It keeps only what cannot change under a name: the build's hashed bundles (`/assets/`), the offline
 * page and its script and icons. Pages always come from the network, so a brand's switches and a new
 * build show at once; when the network is down a page request gets the offline page instead. Anything
 * else (every API answer, balances, media) is never touched: the browser fetches it as if there were no
 * worker. A new build has a new cache name; its worker takes over at once and deletes the old caches.
 */
export function serviceWorker(settings: {
  cacheName: string;
  cachePrefix: string;
  precache: string[];
}): void {
  type Waitable = { waitUntil(promise: Promise<unknown>): void };
  type FetchEvent = Waitable & { request: Request; respondWith(response: Promise<Response>): void };
  type WorkerScope = {
    location: Location;
    skipWaiting(): Promise<void>;
    clients: { claim(): Promise<void> };
    addEventListener(type: 'install' | 'activate', listener: (event: Waitable) => void): void;
    addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  };
  const worker = self as unknown as WorkerScope;
  const { cacheName, cachePrefix, precache } = settings;
  const OFFLINE_PAGE = '/offline.html';
  const precached = new Set(precache);

  worker.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(cacheName)
        .then((cache) => cache.addAll(precache))
        .then(() => worker.skipWaiting()),
    );
  });

  worker.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith(cachePrefix) && name !== cacheName)
              .map((name) => caches.delete(name)),
          ),
        )
        .then(() => worker.clients.claim()),
    );
  });

  /** A file that never changes under its name: from the cache, else the network (and kept if it came). */
  async function fromCacheFirst(request: Request): Promise<Response> {
    const cache = await caches.open(cacheName);
    const cached = await cache.match(request);
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  }

  async function pageOrOffline(request: Request): Promise<Response> {
    try {
      return await fetch(request);
    } catch (error) {
      const offline = await caches.match(OFFLINE_PAGE, { cacheName });
      if (offline) return offline;
      throw error;
    }
  }

  worker.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== worker.location.origin) return;
    if (request.mode === 'navigate') event.respondWith(pageOrOffline(request));
    else if (url.pathname.startsWith('/assets/') || precached.has(url.pathname)) {
      event.respondWith(fromCacheFirst(request));
    }
  });
}
