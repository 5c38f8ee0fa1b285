/**
 * Registers the service worker of a production build (build-plugin.ts writes it): development and
 * unit tests run without one. It is registered after the page has loaded, so it never competes with
 * the first visit's own downloads.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker (a private window, storage blocked): the site works as before, only not offline.
    });
  });
}
