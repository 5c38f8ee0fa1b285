import { expect, test } from '@playwright/test';
import { blockingViolations } from './pages/axe.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';

// The other specs run without the service worker (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow' });

/** The slice of the browser the test reads; this project's types have no DOM. */
type WorkerWindow = {
  navigator: { serviceWorker: { ready: Promise<unknown>; controller: unknown } };
  caches: {
    keys(): Promise<string[]>;
    open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }>;
  };
};

/** What the worker keeps: the build's hashed bundles and the offline page with its script and icon. */
const KEPT = /^\/(assets\/.+|offline\.html|offline\.js|favicon\.svg)$/;

test("offline, a page is the offline page in the visitor's language, and no API answer is ever kept", async ({
  page,
  context,
}) => {
  // Installing the worker, two lobbies, axe and two reloads: more than the default 30 s under CI's load.
  test.setTimeout(180_000);
  await prepareFirstVisit(page, { language: 'VI' });
  await page.goto('/');
  await page.evaluate(() =>
    (globalThis as unknown as WorkerWindow).navigator.serviceWorker.ready.then(() => undefined),
  );
  await expect
    .poll(() =>
      page.evaluate(
        () => (globalThis as unknown as WorkerWindow).navigator.serviceWorker.controller !== null,
      ),
    )
    .toBe(true);

  // Pages whose calls go through the worker: the brand, the lobby, promotions, a balance-free session.
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/(wps|lgw|ops|vendor-wallet|media)\//.test(new URL(request.url()).pathname))
      apiCalls.push(request.url());
  });
  await page.goto('/promotions');
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  expect(apiCalls.length).toBeGreaterThan(0);

  const kept = await page.evaluate(async () => {
    const { caches } = globalThis as unknown as WorkerWindow;
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
  expect(kept.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(kept.filter((path) => !KEPT.test(path))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Bạn đang ngoại tuyến' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  expect(await blockingViolations(page)).toEqual([]);

  // Back online, the offline page reloads by itself on the browser's online event, or Try again does:
  // whichever comes first, as the event may have reloaded the page before the click lands.
  const offlineHeading = page.getByRole('heading', { name: 'Bạn đang ngoại tuyến' });
  const tryAgain = page.getByRole('button', { name: 'Thử lại' });
  await expect(tryAgain).toBeVisible();
  await context.setOffline(false);
  await expect(async () => {
    if (await tryAgain.isVisible()) await tryAgain.click({ timeout: 2_000 });
    await expect(offlineHeading).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/help$/);
});
