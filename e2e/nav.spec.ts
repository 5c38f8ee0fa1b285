import { expect, test } from '@playwright/test';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { SiteHeader } from './pages/site-header.ts';

test.beforeEach(async ({ page }) => {
  await prepareFirstVisit(page);
});

test.describe('nav vendor dropdowns', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('centre under their entry with 6 vendors (live, the house’s tables among them) and widen into a grid with 7 (sports, the book among them) or more (slots)', async ({
    page,
  }) => {
    const header = new SiteHeader(page);
    await page.goto('/index');

    await header.navEntry('LIVE').hover();
    const live = header.dropdown('LIVE');
    await expect(live).toBeVisible();
    await expect(live).toHaveAttribute('data-centered', 'true');
    await expect(live.getByRole('link')).toHaveCount(7);
    const entryBox = await header.navEntry('LIVE').boundingBox();
    const panelBox = await live.boundingBox();
    if (!entryBox || !panelBox) throw new Error('the live entry and its panel must be laid out');
    expect(Math.abs(entryBox.x + entryBox.width / 2 - (panelBox.x + panelBox.width / 2))).toBeLessThan(2);

    await header.navEntry('SPORTS').hover();
    const sports = header.dropdown('SPORTS');
    await expect(sports).toBeVisible();
    await expect(live).toBeHidden();
    await expect(sports).toHaveAttribute('data-centered', 'false');
    await expect(sports.getByRole('link', { name: /Lotus Sportsbook/ })).toBeVisible();

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

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('the nav is a drawer, nothing scrolls sideways and the header controls are thumb-sized', async ({
    page,
  }) => {
    await page.goto('/sports');
    const pageWidth = await page.locator('html').evaluate((html) => html.scrollWidth);
    expect(pageWidth).toBe(360);

    const controls = page.locator('header').first().locator('a, button').filter({ visible: true });
    // Polled: while the page is still settling a control can be between renders and have no box yet.
    for (const control of await controls.all()) {
      const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '';
      await expect
        .poll(async () => (await control.boundingBox())?.height ?? 0, { message: name })
        .toBeGreaterThanOrEqual(44);
    }

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(drawer).toBeHidden();
  });
});
