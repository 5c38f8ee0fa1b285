/**
 * Registers the service worker of a production build (build-plugin.ts writes it): development and
 * unit tests run without one. It waits for the page to have loaded, so it never competes with the
 * first visit's own downloads; the app starts after its texts have loaded, often after that.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker (a private window, storage blocked): the site works as before, only not offline.
    });
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
