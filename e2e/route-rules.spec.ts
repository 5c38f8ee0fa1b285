import { expect, test } from '@playwright/test';
import { FIXTURE_HOSTS } from './fixtures/brands.ts';
import { blockingViolations } from './pages/axe.ts';
import { GatePage } from './pages/gate-page.ts';
import { prepareVisit } from './pages/site-visit.ts';

/** Paths across the three layouts, a lobby with a query, and one that does not exist. */
const PATHS = [
  '/',
  '/index',
  '/live',
  '/rng?page=NEON_SLOTS',
  '/lottery',
  '/helpmc',
  '/login',
  '/no-such-page',
];

test.beforeEach(async ({ page }) => {
  await prepareVisit(page);
});

test('maintenance takes over every route, with its planned end in GMT+8 and a refresh', async ({
  page,
  baseURL,
}) => {
  const gate = new GatePage(page);
  for (const path of PATHS) {
    await page.goto(GatePage.url(FIXTURE_HOSTS.maintenance, path, baseURL));
    await expect(gate.heading, path).toHaveText("We'll be right back");
    await expect(page.locator('header nav'), path).toHaveCount(0);
  }
  // The fixture ends maintenance at 2999-01-01T04:00Z: noon in GMT+8.
  await expect(page.getByText('Expected back by 2999-01-01 12:00 (GMT+8)')).toBeVisible();
  await gate.refreshButton.click();
  await expect(gate.heading).toHaveText("We'll be right back");
  expect(await blockingViolations(page)).toEqual([]);
});

test('a blocked network sees the blocked-region page on every route', async ({ page, baseURL }) => {
  const gate = new GatePage(page);
  for (const path of PATHS) {
    await page.goto(GatePage.url(FIXTURE_HOSTS.blocked, path, baseURL));
    await expect(gate.heading, path).toHaveText('Not available in your region');
  }
  expect(await blockingViolations(page)).toEqual([]);
});

test('the gate pages speak the visitor language', async ({ page, baseURL }) => {
  await prepareVisit(page, { language: 'VI' });
  await page.goto(GatePage.url(FIXTURE_HOSTS.maintenance, '/sports', baseURL));
  await expect(new GatePage(page).heading).toHaveText('Chúng tôi sẽ trở lại ngay');
});

test.describe('login mandatory', () => {
  test('sends a guest to /login from every other path', async ({ page, baseURL }) => {
    for (const path of ['/', '/index', '/live', '/rng?page=NEON_SLOTS', '/promotions', '/lottery', '/game']) {
      await page.goto(GatePage.url(FIXTURE_HOSTS.mandatory, path, baseURL));
      await expect(page, path).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Log in to continue');
    }
  });

  test('leaves the open paths open: /register, /helpmc, /login and /download', async ({ page, baseURL }) => {
    for (const path of ['/register', '/helpmc', '/login', '/download']) {
      await page.goto(GatePage.url(FIXTURE_HOSTS.mandatory, path, baseURL));
      await expect(page.locator('h1').first(), path).toBeVisible();
      expect(new URL(page.url()).pathname, path).toBe(path);
    }
  });

  test('lets a member with a session token through', async ({ page, baseURL }) => {
    await page.addInitScript(() => sessionStorage.setItem('token', 'e2e-session'));
    await page.goto(GatePage.url(FIXTURE_HOSTS.mandatory, '/live', baseURL));
    await expect(page).toHaveURL(/\/live$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live Casino');
  });

  test('is off on the demo brand: a guest browses freely', async ({ page }) => {
    await page.goto('/live');
    await expect(page).toHaveURL(/\/live$/);
  });
});

test('a page whose code fails to download explains itself and retries, never a white page', async ({
  page,
}) => {
  await page.goto('/index');
  const liveChunk = /\/assets\/live-[\w-]+\.js$/;
  await page.route(liveChunk, (route) => route.abort('internetdisconnected'));
  await page.getByRole('navigation').getByRole('link', { name: 'Live Casino' }).first().click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'Page load timeout. Please check your network or contact customer support.',
  );
  await expect(page.locator('header nav')).toBeVisible();

  await page.unroute(liveChunk);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live Casino');
});
