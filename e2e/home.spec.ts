import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { HomePage } from './pages/home-page.ts';

/** Serious and critical WCAG 2.1 AA violations on the page as it is now. */
async function blockingViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
}

test('home: lands on /index, switches to Vietnamese and light, remembers both, and is accessible', async ({
  page,
}) => {
  const home = new HomePage(page);

  await home.open('/');
  await expect(page).toHaveURL(/\/index$/);
  await expect(home.heading).toContainText('Welcome to');
  expect(await home.theme()).toBe('dark');
  expect(await blockingViolations(page)).toEqual([]);

  await home.chooseLanguage('VI');
  await expect(home.heading).toContainText('Chào mừng đến với');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Trang chủ' })).toBeVisible();
  expect(await home.htmlLang()).toBe('vi');

  await expect(home.themeToggle).toHaveAccessibleName('Chuyển sang giao diện sáng');
  await home.themeToggle.click();
  expect(await home.theme()).toBe('light');
  await expect(home.themeToggle).toHaveAccessibleName('Chuyển sang giao diện tối');

  await page.reload();
  await expect(home.heading).toContainText('Chào mừng đến với');
  expect(await home.theme()).toBe('light');
  await expect(home.languagePicker).toHaveValue('VI');
  expect(await blockingViolations(page)).toEqual([]);
});
