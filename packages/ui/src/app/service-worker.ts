/**
 * Registers the service worker that keeps the app shell for offline use (`sw.js`, written by
 * plugins/service-worker.ts). Production builds only: `vite dev` has no sw.js, and a worker
 * keeping dev modules would serve stale code. Where there is no service worker (an insecure
 * origin, a browser without them) or registering fails, the app runs as before, online only.
 */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Relative: the worker's scope is the folder the app is served from, as its other files are.
  navigator.serviceWorker.register('./sw.js').catch(() => {
    // Nothing to tell the user: offline use is a bonus, everything else works.
  });
};
