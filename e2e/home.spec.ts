import { expect, test } from '@playwright/test';
import { blockingViolations } from './pages/axe.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { HomePage } from './pages/home-page.ts';
import { SiteHeader } from './pages/site-header.ts';

test('home: lands on /index, switches to Vietnamese and light, remembers both, and is accessible', async ({
  page,
}) => {
  // Two full loads and two axe scans of a page with its game lanes, each scan up to 20 s of CPU on a
  // busy 2-core machine.
  test.setTimeout(240_000);
  await prepareFirstVisit(page);
  const home = new HomePage(page);
  const header = new SiteHeader(page);

  await home.open('/');
  await expect(page).toHaveURL(/\/index$/);
  await expect(home.heading).toContainText('Welcome to');
  expect(await header.theme()).toBe('dark');
  expect(await blockingViolations(page)).toEqual([]);

  await header.chooseLanguage('VI');
  await expect(home.heading).toContainText('Chào mừng đến với');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Trang chủ' })).toBeVisible();
  expect(await home.htmlLang()).toBe('vi');

  await expect(header.themeToggle).toHaveAccessibleName('Chuyển sang giao diện sáng');
  await header.themeToggle.click();
  expect(await header.theme()).toBe('light');
  await expect(header.themeToggle).toHaveAccessibleName('Chuyển sang giao diện tối');

  await page.reload();
  await expect(home.heading).toContainText('Chào mừng đến với');
  expect(await header.theme()).toBe('light');
  await expect(header.languageButton).toContainText('VI');
  expect(await blockingViolations(page)).toEqual([]);
});

test("home on a phone: the server's banner lies exactly where the hero's shows, and gives way to it", async ({
  page,
}) => {
  await prepareFirstVisit(page);
  // The moment the site removes what the server painted, where it was and where the hero's banner is.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const shell = document.getElementById('home-shell');
      if (!shell) return;
      shell.remove = () => {
        const rectOf = (element: Element | null | undefined) => element?.getBoundingClientRect().toJSON();
        Object.assign(window, {
          atRemoval: {
            shell: rectOf(shell.querySelector('img')),
            hero: rectOf(document.querySelector('main img')),
          },
        });
        Element.prototype.remove.call(shell);
      };
    });
  });
  // A phone, and a tablet from 640 px, where the banner is 3:1 and the page's padding larger.
  for (const width of [412, 800]) {
    await page.setViewportSize({ width, height: 823 });
    await page.goto('/');
    await expect(page.locator('#home-shell')).toHaveCount(0);
    const { shell, hero } = await page.evaluate(
      () => (window as unknown as { atRemoval: { shell?: DOMRect; hero?: DOMRect } }).atRemoval,
    );
    expect(shell?.width).toBeGreaterThan(0);
    expect(hero).toEqual(shell);
  }
});
