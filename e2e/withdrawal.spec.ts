import { expect, test } from '@playwright/test';
import { E2E_ADMIN, E2E_FINANCE } from './fixtures/operator.ts';
import { lookAt } from './pages/look.ts';
import { logInAt, registeredMember } from './pages/member-login.ts';
import { creditMember } from './pages/staff-credit.ts';

/** A 1×1 PNG: a real image, as a phone's screenshot would be. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a member sets a payment password, binds a bank account and withdraws; staff approve and pay; the member reports it not received with a proof image, and staff refund it', async ({
  page,
  baseURL,
  request,
}) => {
  // A long flow with several argon2 password checks and staff calls: slow on a loaded machine.
  test.setTimeout(240_000);
  const { username, password } = await registeredMember(page, baseURL, 'wd');
  const session = E2E_FINANCE;
  const headers = { Authorization: session.token };
  await creditMember(request, username, '500.00', `e2e-wd-${username}`);
  // The brand's bank transfer charges a fixed 2.00 for this flow (specs run one at a time), none after.
  const feeOf = (feeFixed: string) =>
    request.put('/ops/payments/withdrawal-methods', {
      headers: { Authorization: E2E_ADMIN.token },
      data: {
        merchant: 'demo',
        method: 'bank_transfer',
        enabled: true,
        minAmount: null,
        maxAmount: null,
        feeFixed,
        feeBps: 0,
        feeCap: null,
        sortOrder: 1,
      },
    });
  expect((await feeOf('2.00')).ok()).toBe(true);

  // Nothing to withdraw to yet: the page sends the member to My account.
  await logInAt(page, baseURL, username, password, '/member?page=withdraw');
  await page.getByRole('link', { name: 'Go to My account' }).click();
  await expect(page.getByText('Set your full name in the profile below first')).toBeVisible();

  const pin = page.getByRole('form', { name: 'Payment password' });
  await pin.getByRole('textbox', { name: 'Login password' }).fill(password);
  await pin.getByRole('textbox', { name: 'New payment password' }).fill('246810');
  await pin.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByText('Payment password saved.')).toBeVisible();

  // Saving the full name is all the bank-account form waits for: it appears without a reload.
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByRole('textbox', { name: 'Full name' }).fill('Pham Minh Chau');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();

  const bind = page.getByRole('form', { name: 'Bind a bank account' });
  await expect(bind.getByText('Payee: Pham Minh Chau')).toBeVisible();
  await bind.getByRole('textbox', { name: 'Bank name' }).fill('Lotus Commercial Bank');
  await bind.getByRole('textbox', { name: 'Account number' }).fill('9988776655');
  await bind.getByRole('textbox', { name: 'Payment password' }).fill('246810');
  await bind.getByRole('button', { name: 'Bind account' }).click();
  await expect(page.getByRole('list', { name: 'Bank accounts' })).toContainText('******6655');

  await page
    .getByRole('navigation', { name: 'Personal center menu' })
    .getByRole('link', { name: 'Withdrawal' })
    .click();
  const form = page.getByRole('form', { name: 'Withdraw' });
  await expect(page.getByTestId('withdrawal-available')).toHaveText('$500.00');
  // The brand offers one way out, a bank transfer to the bound account, with its limits.
  await expect(form.getByRole('combobox', { name: 'Withdraw by' })).toHaveValue('bank_transfer');
  await expect(form.getByText('From $10.00 to $50,000.00')).toBeVisible();
  await form.getByRole('textbox', { name: 'Amount' }).fill('120');
  // Before confirming, the member reads the fee and what arrives at the bank.
  await expect(form.getByTestId('withdrawal-fee')).toHaveText('Fee $2.00 · you receive $118.00');
  await lookAt(form, 'test-results/withdrawal/form.png');
  await form.getByRole('textbox', { name: 'Payment password' }).fill('000000');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  // The refusal is shown on the field it belongs to.
  await expect(form.getByRole('textbox', { name: 'Payment password' })).toHaveAccessibleDescription(
    'The payment password is not correct.',
  );
  await form.getByRole('textbox', { name: 'Payment password' }).fill('246810');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Withdrawal requested. The amount is held until it is paid.')).toBeVisible();
  const history = page.getByRole('list', { name: 'Your withdrawals' });
  await expect(history.getByRole('listitem').first()).toContainText('Pending');
  await expect(page.getByTestId('withdrawal-available')).toHaveText('$380.00');

  const pending = await request.get('/ops/withdrawals?merchant=demo&status=pending', { headers });
  const { value } = (await pending.json()) as {
    value: { withdrawals: { id: string; memberAccount: string }[] };
  };
  const mine = value.withdrawals.find(({ memberAccount }) => memberAccount === username);
  expect(mine).toBeDefined();
  for (const step of ['approve', 'pay'])
    expect(
      (
        await request.post(`/ops/withdrawals/${step}`, {
          headers,
          data: { merchant: 'demo', withdrawalId: mine?.id },
        })
      ).ok(),
    ).toBe(true);

  await page.reload();
  await expect(history.getByRole('listitem').first()).toContainText('Paid');
  await expect(page.getByText('Withdrawal of $120.00 approved.')).toBeVisible();
  await expect(page.getByText('Withdrawal of $120.00 paid. Check your bank account.')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText(/\$380\.00/);

  // The member says the money did not arrive, with a screenshot of the bank's statement.
  const confirmation = page.getByRole('form', { name: 'Did the money arrive?' });
  await confirmation.getByText('Partly received').click();
  await confirmation.getByRole('textbox', { name: 'Amount received' }).fill('100');
  await expect(page.getByTestId('withdrawal-remainder')).toHaveText('Remainder: $18.00');
  await confirmation.getByText('Not received', { exact: true }).click();
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirmation.getByLabel(/Proof images/)).toHaveAccessibleDescription(
    'Add at least one image showing the payment did not arrive.',
  );
  await confirmation
    .getByLabel(/Proof images/)
    .setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG });
  await expect(confirmation.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
  await confirmation.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Thank you. We have your confirmation.')).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText('Not received · under review');

  // Staff see the proof, find the money never left the bank, and refund it.
  const proofs = await request.get(`/ops/withdrawals/proofs?merchant=demo&withdrawalId=${mine?.id}`, {
    headers,
  });
  const { value: shown } = (await proofs.json()) as { value: { proofs: { dataUrl: string }[] } };
  expect(shown.proofs.map(({ dataUrl }) => dataUrl)).toEqual([
    `data:image/png;base64,${PNG.toString('base64')}`,
  ]);
  const refund = await request.post('/ops/withdrawals/review', {
    headers,
    data: {
      merchant: 'demo',
      withdrawalId: mine?.id,
      decision: 'refund',
      reason: 'Bank returned the payment',
    },
  });
  expect(refund.ok()).toBe(true);
  await page.reload();
  await expect(history.getByRole('listitem').first()).toContainText('Reviewed: refunded');
  await expect(page.getByTestId('header-balance')).toHaveText(/\$500\.00/);

  // The account record reads the withdrawal as one line with its state, and the refund as another:
  // the money held for it and let go is not listed.
  await page
    .getByRole('navigation', { name: 'Personal center menu' })
    .getByRole('link', { name: 'Account record' })
    .click();
  const records = page.getByRole('list', { name: 'Account records' }).getByRole('listitem');
  await expect(records).toHaveCount(3);
  await expect(records.nth(0)).toContainText('Refunded');
  await expect(records.nth(0)).toContainText('+$120.00');
  await expect(records.nth(1)).toContainText('Paid');
  await expect(records.nth(1)).toContainText('-$120.00');
  await expect(records.nth(2)).toContainText('Adjustment');
  expect((await feeOf('0')).ok()).toBe(true);
});
