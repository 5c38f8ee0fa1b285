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
