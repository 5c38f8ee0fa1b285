import { expect, test } from '@playwright/test';
import { E2E_CONTENT, E2E_FINANCE } from './fixtures/operator.ts';
import { logInAt, registeredMember } from './pages/member-login.ts';
import { staffHeaders } from './pages/staff-session.ts';

test('a member with points redeems a product with the payment password; staff approve and complete; the member converts points into cash and sees the exchange record and the points details', async ({
  page,
  baseURL,
  request,
}) => {
  // Several pages, a payment password hashed twice and staff calls: more than the default 30 s here.
  test.setTimeout(360_000);
  const { username, password } = await registeredMember(page, baseURL, 'pm');
  const finance = await staffHeaders(E2E_FINANCE);
  const content = await staffHeaders(E2E_CONTENT);
  const productName = `Cash voucher ${username}`;
  const created = await request.post('/ops/points/products', {
    headers: content,
    data: {
      merchant: 'demo',
      kind: 'cash',
      names: { EN: productName, CN: '现金券', VI: 'Phiếu tiền mặt' },
      points: '300',
      cashAmount: '5.00',
      stock: 4,
    },
  });
  expect(created.ok()).toBe(true);
  const granted = await request.post('/ops/points/adjustments', {
    headers: finance,
    data: {
      merchant: 'demo',
      memberAccount: username,
      points: '1000',
      reason: 'Browser test points',
      idempotencyKey: `e2e-points-${username}`,
    },
  });
  expect(granted.ok()).toBe(true);
  const rate = await request.put('/ops/points/convert', {
    headers: finance,
    data: { merchant: 'demo', rate: { points: '100', amount: '1.00', minPoints: '100' } },
  });
  expect(rate.ok()).toBe(true);

  await logInAt(page, baseURL, username, password, '/member?page=securityCenter');
  const pin = page.getByRole('form', { name: 'Payment password' });
  await pin.getByRole('textbox', { name: 'Login password' }).fill(password);
  await pin.getByRole('textbox', { name: 'New payment password' }).fill('246810');
  await pin.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByText('Payment password saved.')).toBeVisible({ timeout: 30_000 });

  await page.goto('/pointMall');
  await expect(page.getByRole('heading', { name: 'Points Mall', level: 1 })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('1,000');
  await expect(page.getByTestId('vip-level')).toHaveText('VIP0');
  const products = page.getByRole('list', { name: 'Products' });
  const card = products.getByRole('listitem').filter({ hasText: productName });
  await expect(card).toContainText('300 points');
  await expect(card).toContainText('In stock: 4');
  await card.getByRole('button', { name: `Redeem ${productName}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Redeem product' });
  await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await expect(dialog.getByTestId('redeem-total')).toHaveText('600');
  await dialog.getByRole('textbox', { name: 'Payment password' }).fill('000000');
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  // The server names the payment password as the wrong field: its refusal shows there.
  await expect(dialog.getByRole('textbox', { name: 'Payment password' })).toHaveAccessibleDescription(
    'The payment password is not correct.',
    { timeout: 30_000 },
  );
  await dialog.getByRole('textbox', { name: 'Payment password' }).fill('246810');
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(page.getByText('Redemption submitted: it is now being reviewed.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('points-balance')).toHaveText('400');
  await expect(card).toContainText('In stock: 2');

  await page.getByRole('tab', { name: 'Exchange records' }).click();
  const records = page.getByRole('table', { name: 'Exchange records' });
  await expect(records.getByRole('row').nth(1)).toContainText('Applying');

  const applying = await request.get('/ops/points/redemptions?merchant=demo&status=applying', {
    headers: finance,
  });
  const { value } = (await applying.json()) as {
    value: { items: { id: string; memberAccount: string }[] };
  };
  const mine = value.items.find((record) => record.memberAccount === username);
  expect(mine).toBeDefined();
  for (const step of ['approve', 'complete'])
    expect(
      (
        await request.post(`/ops/points/redemptions/${step}`, {
          headers: finance,
          data: { merchant: 'demo', redemptionId: mine?.id },
        })
      ).ok(),
    ).toBe(true);

  await page.reload();
  await page.getByRole('tab', { name: 'Exchange records' }).click();
  const row = page.getByRole('table', { name: 'Exchange records' }).getByRole('row').nth(1);
  await expect(row).toContainText('Redeem complete');
  await expect(row).toContainText(productName);
  await expect(row).toContainText('Cash');
  await expect(row).toContainText('600');
  await expect(row).toContainText('10.00');
  await expect(row).toContainText(/PM\d{8}[0-9A-F]{10}/);

  // 200 of the 400 points left become 2.00 in the main wallet at 100 points = 1.00.
  await page.getByRole('button', { name: 'Convert to cash' }).click();
  const convert = page.getByRole('dialog', { name: 'Convert points to cash' });
  await expect(convert).toContainText('100 points = 1.00');
  const points = convert.getByRole('textbox', { name: 'Points to convert' });
  await points.fill('150');
  await expect(convert.getByTestId('convert-cash')).toHaveText('—');
  await convert.getByRole('button', { name: 'Convert now' }).click();
  await expect(points).toHaveAccessibleDescription(/^At least .+, in multiples of .+\.$/);
  await expect(points).toBeFocused();
  await points.fill('200');
  await expect(convert.getByTestId('convert-cash')).toHaveText('2.00');
  await convert.getByRole('textbox', { name: 'Payment password' }).fill('246810');
  await convert.getByRole('button', { name: 'Convert now' }).click();
  await expect(page.getByText('Converted: 2.00 is in your main wallet.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('points-balance')).toHaveText('200');

  await page.getByRole('tab', { name: 'Points details' }).click();
  const details = page.getByRole('table', { name: 'Points details' });
  await expect(details.getByRole('row').nth(1)).toContainText('Convert');
  await expect(details.getByRole('row').nth(1)).toContainText('-200');
  await expect(details.getByRole('row').nth(2)).toContainText('Redeem');
  await expect(details.getByRole('row').nth(2)).toContainText('-600');
  await expect(details.getByRole('row').nth(3)).toContainText('Adjustment');
  await expect(details.getByRole('row').nth(3)).toContainText('+1,000');

  await page.getByRole('tab', { name: 'Rules' }).click();
  const reward = page.getByTestId('points-reward');
  await expect(reward).toContainText('Points spent');
  await expect(reward).toContainText('800');

  // The cash product paid 2 × 5.00 into the main wallet, the conversion 2.00.
  await page.goto('/member?page=transferFund');
  await expect(page.getByTestId('wallet-sum')).toHaveText('$12.00');
});
