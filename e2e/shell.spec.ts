import { expect, test } from '@playwright/test';
import { blockingViolations } from './pages/axe.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { SiteHeader } from './pages/site-header.ts';

test.beforeEach(async ({ page }) => {
  await prepareFirstVisit(page);
});

test.describe('nav vendor dropdowns', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('centre under their entry with 6 vendors (sports) and widen into a grid with 7 (slots)', async ({
    page,
  }) => {
    const header = new SiteHeader(page);
    await page.goto('/index');

    await header.navEntry('SPORTS').hover();
    const sports = header.dropdown('SPORTS');
    await expect(sports).toBeVisible();
    await expect(sports).toHaveAttribute('data-centered', 'true');
    await expect(sports.getByRole('link')).toHaveCount(7);
    const entryBox = await header.navEntry('SPORTS').boundingBox();
    const panelBox = await sports.boundingBox();
    if (!entryBox || !panelBox) throw new Error('the sports entry and its panel must be laid out');
    expect(Math.abs(entryBox.x + entryBox.width / 2 - (panelBox.x + panelBox.width / 2))).toBeLessThan(2);

    await header.navEntry('RNG').hover();
    const slots = header.dropdown('RNG');
    await expect(slots).toBeVisible();
    await expect(sports).toBeHidden();
    await expect(slots).toHaveAttribute('data-centered', 'false');
    const navBox = await header.nav.boundingBox();
    const slotsBox = await slots.boundingBox();
    if (!navBox || !slotsBox) throw new Error('the nav and the slots panel must be laid out');
    expect(slotsBox.width).toBeGreaterThan(navBox.width * 0.8);

    await slots.getByRole('link', { name: /Neon Slots/ }).click();
    await expect(page).toHaveURL(/\/rng\?page=NEON_SLOTS$/);
    await expect(slots).toBeHidden();
  });

  test('open from the keyboard and close with Escape', async ({ page }) => {
    const header = new SiteHeader(page);
    await page.goto('/index');
    const toggle = header.navEntry('SPORTS').getByRole('button', { name: 'Show Sports providers' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(header.dropdown('SPORTS').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(header.dropdown('SPORTS')).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('GMT+8 clock on a New York device', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('shows the time in GMT+8, not the device zone, and ticks', async ({ page }) => {
    const header = new SiteHeader(page);
    await page.goto('/index');
    const expected = (instant: Date) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Asia/Shanghai',
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(instant);

    await expect(header.clock).toContainText('GMT+8');
    const shown = await header.clock.locator('time').textContent();
    // Compared to the minute, so a tick between reading and checking cannot fail the test.
    expect([expected(new Date()), expected(new Date(Date.now() - 60_000))]).toContain(shown?.slice(0, 16));
    expect(await page.evaluate(() => new Date().getTimezoneOffset())).toBeGreaterThan(0);
    await expect(header.clock.locator('time')).not.toHaveText(shown ?? '', { timeout: 3_000 });
  });
});

test.describe('languages', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('CN, TH and VI change the visible text; AR turns the page right to left', async ({ page }) => {
    const header = new SiteHeader(page);
    await page.goto('/sports');
    const promotions = header.nav.getByRole('link').last();
    await expect(promotions).toHaveText('Promotions');

    for (const [code, text, lang] of [
      ['CN', '优惠活动', 'zh-CN'],
      ['TH', 'โปรโมชั่น', 'th'],
      ['VI', 'Khuyến mãi', 'vi'],
    ] as const) {
      await header.chooseLanguage(code);
      await expect(promotions).toHaveText(text);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(await header.direction()).toBe('ltr');
    }

    await header.chooseLanguage('AR');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(await header.direction()).toBe('rtl');
    await expect(header.languageButton).toContainText('AR');
    // Mirrored: the logo now sits at the right edge of the header row.
    const logo = await header.header.getByRole('link').first().boundingBox();
    expect(logo?.x ?? 0).toBeGreaterThan(700);

    await page.reload();
    expect(await header.direction()).toBe('rtl');
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['AR', 'VI']);
  });

  test('a visitor downloads only the texts of the chosen language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'TH'));
    const localeChunks: string[] = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (/^(common|layout|errors|lobby)-/.test(name)) localeChunks.push(name);
    });
    await page.goto('/live');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('คาสิโนสด');
    // One file per namespace the page reads: the Thai ones, never English or the other languages too.
    expect(localeChunks.length).toBeGreaterThanOrEqual(3);
    expect(new Set(localeChunks.map((name) => name.split('-')[0])).size).toBe(localeChunks.length);
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

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('the nav is a drawer, nothing scrolls sideways and the header controls are thumb-sized', async ({
    page,
  }) => {
    await page.goto('/sports');
    const pageWidth = await page.locator('html').evaluate((html) => html.scrollWidth);
    expect(pageWidth).toBe(360);

    const controls = page.locator('header').first().locator('a, button').filter({ visible: true });
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      expect(
        box?.height ?? 0,
        (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '',
      ).toBeGreaterThanOrEqual(44);
    }

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(drawer).toBeHidden();
  });
});
