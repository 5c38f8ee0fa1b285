import { expect, type Page, test } from '@playwright/test';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { logInAtHome, registeredMember } from './pages/member-login.ts';

const header = (page: Page) => page.locator('header').first();

test('a member opens the personal center from the bar: 15 entries, my account first, my wallet with the balance', async ({
  page,
  baseURL,
}) => {
  const { username, password } = await registeredMember(page, baseURL, 'centre');
  await logInAtHome(page, baseURL, username, password);

  await page.getByTestId('member-name').click();
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal center' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Personal center menu' });
  await expect(menu.getByRole('link')).toHaveCount(15);
  await expect(menu.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'My account' })).toBeVisible();

  await menu.getByRole('link', { name: 'My wallet' }).click();
  await expect(page).toHaveURL(/\/member\?page=transferFund$/);
  await expect(menu.getByRole('link', { name: 'My wallet' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('wallet-sum')).toHaveText('$0.00');
  await expect(page.getByRole('listitem').filter({ hasText: 'Main wallet' })).toContainText('$0.00');

  await menu.getByRole('link', { name: 'Platform messages' }).click();
  await expect(page).toHaveURL(/\/member\?page=messageV2$/);
  await expect(page.getByRole('tablist', { name: 'Message types' })).toBeVisible();
  await expect(page.getByText('No messages yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Close the personal center' }).click();
  await expect(page).toHaveURL(/\/index$/);
});

test('a demo account is kept out of the personal center and told to register or log in', async ({ page }) => {
  await prepareFirstVisit(page);
  await page.goto('/index');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Free trial' }).click();
  await expect(page.getByTestId('member-name')).toContainText('Demo account');

  await page.getByTestId('member-name').click();
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByRole('heading', { level: 1, name: 'An official account is needed' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Personal center menu' })).toHaveCount(0);
  // A page named in the address is no way round it.
  await page.goto('/member?page=transferFund');
  await expect(page.getByRole('heading', { level: 1, name: 'An official account is needed' })).toBeVisible();
  await expect(page.getByTestId('wallet-sum')).toHaveCount(0);
  await page.getByRole('link', { name: 'Register' }).last().click();
  await expect(page).toHaveURL(/\/register$/);
});

test('a guest at the personal center is asked to log in', async ({ page }) => {
  await prepareFirstVisit(page);
  await page.goto('/member?page=withdraw');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to continue' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Personal center menu' })).toHaveCount(0);
});
