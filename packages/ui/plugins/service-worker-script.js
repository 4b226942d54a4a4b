// The app's service worker. plugins/service-worker.ts puts `SHELL` before this code at build time:
// the build's version and its files (index.html, every file Vite emitted, the offline page).
//
// It keeps exactly those files, one cache per version, so the app opens offline; a navigation that
// fails offline gets the app (for the app's own address) or the offline page (for any other). It
// never touches the API (/api/, uploads included), the realtime socket (/socket.io/), another
// origin or anything but a GET: those go to the network as if there were no worker, and nothing is
// cached at run time. A new version installs beside the old one, takes over at once and deletes the
// old cache; the page it takes over keeps running on the code it has.

const CACHE_PREFIX = 'tessera-shell-';
const CACHE = `${CACHE_PREFIX}${SHELL.version}`;
const here = (path) => new URL(path, self.location.href).href;
const KEPT = new Set(SHELL.files.map(here));
/** The app's address: the server answers it with index.html, and so does this worker offline. */
const APP = new Set([here('./'), here('index.html')]);
const INDEX = here('index.html');
const OFFLINE_PAGE = here('offline.html');
const NEVER_HANDLED = /^\/(api|socket\.io)\//;

self.addEventListener('install', (event) => {
  // All or nothing: a file that fails to arrive fails the install, and the next visit tries again.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...KEPT]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * A navigation goes to the network first, so an online visit always gets the newest index.html
 * (and a new version's files with it); only when the network fails does the cache answer.
 */
const navigate = async (request) => {
  try {
    return await fetch(request);
  } catch (failure) {
    // The app's address whatever its query, and its route (the hash), if the request kept it.
    const address = new URL(request.url);
    address.search = '';
    address.hash = '';
    const cache = await caches.open(CACHE);
    const kept =
      (APP.has(address.href) ? await cache.match(INDEX) : undefined) ?? (await cache.match(OFFLINE_PAGE));
    if (kept === undefined) throw failure;
    return kept;
  }
};

/**
 * A kept file, from this version's cache: the version changes with any file's content, so the copy
 * kept is the file this version was built with. Vary is ignored: the server varies on
 * Accept-Encoding, and the cache holds the decoded body.
 */
const fromCache = async (request) =>
  (await caches.match(request, { cacheName: CACHE, ignoreVary: true })) ?? fetch(request);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const address = new URL(request.url);
  if (request.method !== 'GET' || address.origin !== self.location.origin) return;
  if (NEVER_HANDLED.test(address.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(navigate(request));
  else if (KEPT.has(address.href)) event.respondWith(fromCache(request));
});
