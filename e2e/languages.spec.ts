import { expect, test } from '@playwright/test';
import { blockingViolations } from './pages/axe.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { SiteHeader } from './pages/site-header.ts';

test.beforeEach(async ({ page }) => {
  await prepareFirstVisit(page);
});

test.describe('languages', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('CN, TH, VI and AR change the visible text; AR turns the page right to left', async ({ page }) => {
    // Four languages' texts, a reload and a scan: past 30 s when CI's suites share the two cores.
    test.setTimeout(120_000);
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
    await expect(promotions).toHaveText('العروض الترويجية');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(await header.direction()).toBe('rtl');
    await expect(header.languageButton).toContainText('AR');
    // Mirrored: the logo now sits at the right edge of the header row.
    const logo = await header.header.getByRole('link').first().boundingBox();
    expect(logo?.x ?? 0).toBeGreaterThan(700);

    await page.reload();
    expect(await header.direction()).toBe('rtl');
    // The direction is set before the page renders: the scan waits for the page itself.
    await expect(promotions).toHaveText('العروض الترويجية');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
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
