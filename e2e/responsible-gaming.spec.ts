import { expect, test } from '@playwright/test';
import { logInAtHome, registeredMember } from './pages/member-login.ts';

test('a member sets a daily deposit limit, lowers it at once, and a raise waits for its confirmation', async ({
  page,
  baseURL,
}) => {
  const { username, password } = await registeredMember(page, baseURL, 'limits');
  await logInAtHome(page, baseURL, username, password);
  await page.getByTestId('member-name').click();
  await page
    .getByRole('navigation', { name: 'Personal center menu' })
    .getByRole('link', { name: 'Responsible gaming' })
    .click();
  await expect(page).toHaveURL(/\/member\/responsible-gaming$/);
  await expect(page.getByText('You have not set any limits.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Set a limit' });
  const row = page.locator('[data-limit="deposit-day"]');
  const save = async (amount: string) => {
    await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
    await form.getByRole('button', { name: 'Save limit' }).click();
  };
  await save('100');
  await expect(row).toContainText('$100.00');
  await expect(row).toContainText('Used $0.00');

  await save('50');
  await expect(row).toContainText('$50.00');
  await expect(row.getByRole('status')).toHaveCount(0);

  await save('500');
  // The lower limit holds while the raise waits its 24 hours; it cannot be confirmed yet.
  await expect(row).toContainText('$50.00');
  await expect(row.getByRole('status')).toContainText('A raise to $500.00 is waiting');
  await expect(row.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await row.getByRole('button', { name: 'Cancel change' }).click();
  await expect(row.getByRole('status')).toHaveCount(0);
  await expect(row).toContainText('$50.00');
});
