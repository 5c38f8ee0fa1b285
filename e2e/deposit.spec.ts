import { expect, type Page, test } from '@playwright/test';
import { E2E_FINANCE } from './fixtures/operator.ts';
import { logInAtHome, registeredMember } from './pages/member-login.ts';

async function openDepositPage(page: Page, baseURL: string | undefined, prefix: string) {
  const member = await registeredMember(page, baseURL, prefix);
  await logInAtHome(page, baseURL, member.username, member.password);
  await page.locator('header').first().getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/member\?page=depositv2$/);
  return member;
}

test('a bank transfer deposit waits for staff, who confirm it; the member sees it credited', async ({
  page,
  baseURL,
  request,
}) => {
  const { username } = await openDepositPage(page, baseURL, 'bank');
  const form = page.getByRole('form', { name: 'Bank transfer' });
  await expect(form.getByText('0071000123456')).toBeVisible();
  await form.getByRole('textbox', { name: 'Amount' }).fill('9');
  await form.getByRole('textbox', { name: "Payer's name or transfer reference" }).fill('Nguyen Van An');
  await form.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(form.getByText('Enter an amount from $10.00 to $50,000.00.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Amount' }).fill('250');
  await form.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(
    page.getByText('Deposit submitted. It is credited once the transfer is confirmed.'),
  ).toBeVisible();
  const history = page.getByRole('list', { name: 'Your deposits' });
  await expect(history.getByRole('listitem').first()).toContainText('Pending');

  const session = E2E_FINANCE;
  const headers = { Authorization: session.token };
  const pending = await request.get('/ops/deposits?merchant=demo&status=pending', { headers });
  const { value } = (await pending.json()) as {
    value: { deposits: { id: string; memberAccount: string }[] };
  };
  const mine = value.deposits.find(({ memberAccount }) => memberAccount === username);
  expect(mine).toBeDefined();
  const confirmed = await request.post('/ops/deposits/confirm', {
    headers,
    data: { merchant: 'demo', depositId: mine?.id },
  });
  expect(confirmed.ok()).toBe(true);

  await page.reload();
  await expect(history.getByRole('listitem').first()).toContainText('Succeeded');
  await expect(page.getByText('Deposit of $250.00 succeeded.')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText(/\$250\.00/);
});

test('an online deposit is paid on the sandbox gateway’s page, which calls back and returns the member', async ({
  page,
  baseURL,
}) => {
  await openDepositPage(page, baseURL, 'online');
  await page.getByText('Online payment (sandbox)').click();
  const form = page.getByRole('form', { name: 'Online payment (sandbox)' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('75.50');
  await form.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await expect(page.getByRole('heading', { name: 'Pay Lucky Lotus' })).toBeVisible();
  await expect(page.getByText('75.50 USD')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/member\?page=depositv2$/);
  const history = page.getByRole('list', { name: 'Your deposits' });
  await expect(history.getByRole('listitem').first()).toContainText('Succeeded');
  await expect(history.getByRole('listitem').first()).toContainText('$75.50');
  await expect(page.getByTestId('header-balance')).toHaveText(/\$75\.50/);
});
