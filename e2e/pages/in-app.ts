import type { Page } from '@playwright/test';

/**
 * What the page's script below reads of the browser (these tests are typed without the DOM's types):
 * the router TanStack Router registers on the window for its devtools, in every build.
 */
type RoutedWindow = {
  __TSR_ROUTER__: {
    navigate(options: { href: string }): Promise<void>;
    subscribe(event: 'onRendered', listener: () => void): () => void;
  };
};

/**
 * Opens `href` (a path and query, as a link gives it) in the app already running in the page, as the
 * app's own links do: the router loads the route's data and renders it. A full load instead starts
 * the site again (its script, texts and first paint), seconds of a software-rendering browser on a
 * busy machine. Resolves once the new page is on screen, so nothing reads the one it replaced.
 */
export async function followLink(page: Page, href: string): Promise<void> {
  // The site makes its router once its texts are in, a moment after the page itself.
  await page.waitForFunction(() => (globalThis as Partial<RoutedWindow>).__TSR_ROUTER__ !== undefined);
  const rendered = await page.evaluate(async (target) => {
    const router = (globalThis as unknown as RoutedWindow).__TSR_ROUTER__;
    let shown = false;
    const stop = router.subscribe('onRendered', () => {
      shown = true;
    });
    // The router settles a navigation (redirects followed) only after it has told of the render.
    try {
      await router.navigate({ href: target });
    } finally {
      stop();
    }
    return shown;
  }, href);
  if (!rendered) throw new Error(`The site's router did not show ${href}`);
}
