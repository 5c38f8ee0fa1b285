import { expect, test } from '@playwright/test';
import { logInAt, registeredMember } from './pages/member-login.ts';
import { creditMember } from './pages/staff-credit.ts';

test('the account record lists the member’s movements, filtered by type and by date', async ({
  page,
  baseURL,
  request,
}) => {
  const { username, password } = await registeredMember(page, baseURL, 'rec');
  await creditMember(request, username, '100.00', `e2e-record-${username}`);

  await logInAt(page, baseURL, username, password, '/member?page=transferFund');
  const form = page.getByRole('form', { name: 'Transfer' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('40');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('Transferred $40.00.')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Personal center menu' })
    .getByRole('link', { name: 'Account record' })
    .click();
  const records = page.getByRole('list', { name: 'Account records' });
  await expect(records.getByRole('listitem')).toHaveCount(3);
  await expect(records.getByRole('listitem').first()).toContainText('Wallet transfer');
  await expect(records.getByRole('listitem').last()).toContainText('Adjustment');
  await expect(records.getByRole('listitem').last()).toContainText('+$100.00');
  await expect(records.getByRole('listitem').filter({ hasText: '-$40.00' })).toContainText('Balance $60.00');

  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Adjustment' });
  await expect(records.getByRole('listitem')).toHaveCount(1);
  await expect(records.getByRole('listitem')).toContainText('Main wallet');

  // A day of last month holds none of them.
  await page.getByRole('button', { name: /Date/ }).click();
  await page.getByRole('button', { name: /previous month/i }).click();
  const days = page.getByRole('grid').getByRole('button');
  await days.first().click();
  await days.first().click();
  await expect(page.getByText('No records in this period.')).toBeVisible();

  await page.getByRole('button', { name: /Date/ }).click();
  await page.getByRole('button', { name: 'Past 30 days' }).click();
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'All' });
  await expect(records.getByRole('listitem')).toHaveCount(3);

  // Profit and loss sums the main wallet's movements over the period.
  await page
    .getByRole('navigation', { name: 'Personal center menu' })
    .getByRole('link', { name: 'Profit and loss' })
    .click();
  await expect(page.getByTestId('pnl-net')).toHaveText('$60.00');
  await expect(page.getByText('To and from game wallets').locator('..')).toContainText('-$40.00');
  // A member who is no agent and never cashed points is not shown those cards.
  await expect(page.getByText('Agent pay')).toHaveCount(0);
  await expect(page.getByText('Points to cash')).toHaveCount(0);
});
