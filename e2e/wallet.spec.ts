import { expect, test } from '@playwright/test';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { logInAtHome, logInThroughWindow, registeredMember } from './pages/member-login.ts';
import { creditMember } from './pages/staff-credit.ts';

test('the header shows the balance after login, with the updating placeholder while a click refreshes it, and a credit live', async ({
  page,
  baseURL,
  request,
}) => {
  const { username, password } = await registeredMember(page, baseURL, 'wal');

  // The balance the header loads on a login through the window is what this test is about.
  await prepareFirstVisit(page);
  await page.goto('/index');
  await logInThroughWindow(page, username, password);
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(/^Balance\$0\.00/);

  // Hold the next answer until the placeholder has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/wps/v2/wallets/balance', async (route) => {
    await held;
    await route.continue();
  });
  await balance.click();
  await expect(balance).toContainText('Updating…');
  await expect(balance).toBeDisabled();
  release();
  await expect(balance).toHaveText(/^Balance\$0\.00/);
  await expect(balance).toBeEnabled();

  // Money staff move reaches the open page by itself: its live stream says the balance changed.
  await creditMember(request, username, '25.00');
  await expect(balance).toHaveText(/^Balance\$25\.00/);
});

test('my wallet: staff credit the member, who moves money to a game wallet, back, and all to main', async ({
  page,
  baseURL,
  request,
}) => {
  const { username, password } = await registeredMember(page, baseURL, 'mov');
  await creditMember(request, username, '100.00');

  await logInAtHome(page, baseURL, username, password);
  await expect(page.getByTestId('header-balance')).toHaveText(/\$100\.00/);
  await page.goto('/member?page=transferFund');

  const form = page.getByRole('form', { name: 'Transfer' });
  const to = form.getByRole('combobox', { name: 'To' });
  const vendor = ((await to.locator('option:checked').textContent()) ?? '').split(' · ')[0] ?? '';
  expect(vendor).not.toBe('');
  const vendorWallet = await to.inputValue();
  const wallets = page.getByRole('list', { name: 'Wallets' });
  const tile = wallets.getByRole('listitem').filter({ hasText: vendor });
  const main = wallets.getByRole('listitem').filter({ hasText: 'Main wallet' });

  await form.getByRole('textbox', { name: 'Amount' }).fill('40.5');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('Transferred $40.50.')).toBeVisible();
  await expect(tile).toContainText('$40.50');
  await expect(main).toContainText('$59.50');
  await expect(page.getByTestId('wallet-sum')).toHaveText('$100.00');

  // Too much is refused with the server's reason, and nothing moves.
  await form.getByRole('textbox', { name: 'Amount' }).fill('60');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
    'Your balance is not enough for this.',
  );
  await expect(tile).toContainText('$40.50');

  await form.getByRole('button', { name: 'Swap' }).click();
  await expect(form.getByRole('combobox', { name: 'From' })).toHaveValue(vendorWallet);
  await expect(to).toHaveValue('main');
  await form.getByRole('textbox', { name: 'Amount' }).fill('0.50');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(tile).toContainText('$40.00');

  await page.getByRole('button', { name: 'All to main wallet' }).click();
  await expect(page.getByText('Game wallets moved to main: 1')).toBeVisible();
  await expect(main).toContainText('$100.00');
  await expect(tile).toContainText('$0.00');
  await expect(page.getByTestId('header-balance')).toHaveText(/\$100\.00/);
});
