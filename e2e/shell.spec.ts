import { expect, test } from '@playwright/test';
import { blockingViolations } from './pages/axe.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { followLink } from './pages/in-app.ts';
import { SiteHeader } from './pages/site-header.ts';

test.beforeEach(async ({ page }) => {
  await prepareFirstVisit(page);
});

test.describe('GMT+8 clock on a New York device', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('shows the time in GMT+8, not the device zone, and ticks', async ({ page }) => {
    const header = new SiteHeader(page);
    // 11:35 on 1 March in New York is already 2 March in GMT+8. The page's clock stands still there
    // once the page is up, and moves only when told.
    await page.clock.install({ time: new Date('2026-03-01T16:30:05Z') });
    await page.goto('/index');
    await expect(header.clock).toContainText('GMT+8');
    await page.clock.pauseAt(new Date('2026-03-01T16:35:05Z'));
    const time = header.clock.locator('time');
    await expect(time).toHaveText('2026-03-02 00:35:05');
    expect(await page.evaluate(() => new Date().getTimezoneOffset())).toBeGreaterThan(0);
    await page.clock.runFor(1_000);
    await expect(time).toHaveText('2026-03-02 00:35:06');
  });
});

test('customer service opens the decoded online-service address in a popup cut off from the site', async ({
  page,
  context,
}) => {
  await context.route('https://chat.lucky-lotus.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }),
  );
  await page.goto('/index');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Customer service' }).first().click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://chat.lucky-lotus.example/live?brand=demo');
  expect(await popup.evaluate(() => (globalThis as { opener?: unknown }).opener ?? null)).toBeNull();
});

test('the theme toggle switches dark and light, and the choice outlives a reload', async ({ page }) => {
  const header = new SiteHeader(page);
  await page.goto('/index');
  expect(await header.theme()).toBe('dark');
  await expect(header.themeToggle).toHaveAccessibleName('Switch to light theme');

  await header.themeToggle.click();
  expect(await header.theme()).toBe('light');
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(243, 245, 250)');

  await page.reload();
  expect(await header.theme()).toBe('light');
  expect(await blockingViolations(page)).toEqual([]);
});

test('without a stored choice the theme follows the system setting', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ colorScheme: 'light', baseURL });
  const page = await context.newPage();
  await page.goto('/index');
  expect(await new SiteHeader(page).theme()).toBe('light');
  await context.close();
});

test.describe('side bars on desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("offer the brand's contacts only, app download, and LINE in a new tab", async ({ page }) => {
    await page.goto('/index');
    const rail = page.getByRole('complementary', { name: 'Contact us' });
    await expect(rail.locator('a, button')).toHaveCount(7);
    const names = await rail
      .locator('a, button')
      .evaluateAll((controls) => controls.map((control) => control.getAttribute('aria-label')));
    // The demo brand has a phone, Skype, Facebook and LINE, but no speed test or USDT link.
    expect(names).toEqual(['Register', 'Live chat', 'Phone', 'Skype', 'Facebook', 'LINE', 'Quick withdraw']);
    await expect(rail.getByRole('link', { name: 'Phone' })).toHaveAttribute('href', 'tel:+85200000000');

    const line = page.getByRole('link', { name: 'Chat with us on LINE' });
    await expect(line).toHaveAttribute('href', 'https://line.example/ti/p/lucky-lotus');
    await expect(line).toHaveAttribute('target', '_blank');
    await expect(line).toHaveAttribute('rel', /noopener/);

    await page.getByRole('link', { name: 'App Download' }).first().click();
    await expect(page).toHaveURL(/\/down$/);
  });
});

test('the register tip shows to guests on the five lobbies the spec names, and leads to /register', async ({
  page,
}) => {
  const tip = page.getByRole('complementary', { name: 'Sign-up offer' });
  // One load; the other pages are followed to within the site, as its nav does.
  for (const [index, path] of ['/live', '/fish', '/sports', '/esports', '/pvp'].entries()) {
    if (index === 0) await page.goto(path);
    else await followLink(page, path);
    await expect(tip, path).toBeVisible();
  }
  for (const path of ['/index', '/rng', '/promotions']) {
    await followLink(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(tip, path).toHaveCount(0);
  }
  await followLink(page, '/live');
  await tip.getByRole('link', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.evaluate(() => sessionStorage.setItem('token', 'e2e-session'));
  await page.goto('/live');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live Casino');
  await expect(tip).toHaveCount(0);
});
