import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { HomePage } from './pages/home-page.ts';

test('home: lands on /index, switches to Vietnamese and light, remembers both, and is accessible', async ({
  page,
}) => {
  const home = new HomePage(page);

  await home.open('/');
  await expect(page).toHaveURL(/\/index$/);
  await expect(home.heading).toContainText('Welcome to');
  expect(await home.theme()).toBe('dark');

  await home.chooseLanguage('VI');
  await expect(home.heading).toContainText('Chào mừng đến với');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Trang chủ' })).toBeVisible();
  expect(await home.htmlLang()).toBe('vi');

  await page.getByRole('button', { name: 'Chuyển sang giao diện sáng' }).click();
  expect(await home.theme()).toBe('light');

  await page.reload();
  await expect(home.heading).toContainText('Chào mừng đến với');
  expect(await home.theme()).toBe('light');
  await expect(home.languagePicker).toHaveValue('VI');

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = axe.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    blocking.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) })),
  ).toEqual([]);
});
