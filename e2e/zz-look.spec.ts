import { test } from '@playwright/test';
import { E2E_ADMIN } from './fixtures/operator.ts';
import { openConsoleAs } from './pages/console-login.ts';

const PAGES = {
  payments: '/payments?brand=demo',
  limits: '/brands?code=demo&tab=limits',
  site: '/brands?code=demo&tab=site',
  points: '/promotions?view=points',
};
const VARIANTS = [
  { name: 'light-en-desk', language: 'en', theme: 'light', width: 1280 },
  { name: 'dark-cn-desk', language: 'cn', theme: 'dark', width: 1280 },
  { name: 'light-cn-tab', language: 'cn', theme: 'light', width: 820 },
];
for (const v of VARIANTS) {
  test(`look ${v.name}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: v.width, height: 1000 });
    await page.addInitScript((p) => {
      localStorage.setItem(
        'console.preferences',
        JSON.stringify({
          state: { language: p.language, theme: p.theme, sidebarCollapsed: p.width < 1024 },
          version: 0,
        }),
      );
    }, v);
    await openConsoleAs(page, E2E_ADMIN, '/', { brand: 'demo' });
    for (const [name, path] of Object.entries(PAGES)) {
      await page.goto(`/console${path}`);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/look/${name}-${v.name}.png`, fullPage: true });
    }
  });
}
