import { type APIRequestContext, expect, test } from '@playwright/test';
import { agentCentre, apiOpenDownline, apiTopAgent } from './pages/agent-centre.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { ageCheckbox, humanCheckDone } from './pages/human-check.ts';
import { lookAt } from './pages/look.ts';
import { sessionTab } from './pages/member-session.ts';
import { creditMember } from './pages/staff-credit.ts';

const SHOTS = 'test-results/agent-money';
const stamp = Date.now().toString(36).slice(-6);
const PASSWORD = 'Agent-Pass-42';
const PIN = 'Pay-2468';

/** Sets an account's payment password through the API (the security centre has its own spec). */
async function apiPaymentPassword(request: APIRequestContext, token: string) {
  const set = await request.post('/wps/member/payment-password', {
    headers: { Authorization: token, Merchant: 'demo' },
    data: { password: PASSWORD, newPaymentPassword: PIN },
  });
  expect(set.ok()).toBe(true);
}

/** A top agent with money and a payment password, and a member directly below it with the same. */
async function agentAndMember(request: APIRequestContext, baseURL: string | undefined, prefix: string) {
  const agent = `${prefix}a${stamp}`;
  const member = `${prefix}m${stamp}`;
  const agentToken = await apiTopAgent(request, baseURL, agent, PASSWORD);
  const below = await apiOpenDownline(request, baseURL, {
    token: agentToken,
    account: member,
    kind: 'member',
    password: PASSWORD,
  });
  await creditMember(request, agent, '100.00');
  await apiPaymentPassword(request, agentToken);
  await apiPaymentPassword(request, below.token);
  return { agent, member, agentToken, memberToken: below.token };
}

test('an agent pays a downline member, lets it pay back, and both account records show the transfers', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { member, agentToken, memberToken } = await agentAndMember(request, baseURL, 'amt');
  await sessionTab(page, agentToken);
  await page.goto('/agent?page=downlineManagmentView');
  await page.getByRole('button', { name: `Transfer to ${member}` }).click();
  const dialog = page.getByRole('dialog', { name: `Transfer to ${member}` });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('25');
  await dialog.getByLabel('Payment password').fill(PIN);
  await dialog.getByRole('button', { name: 'Review the transfer' }).click();
  // The check shows both balances before and after: the agent's 100 → 75, the member's 0 → 25.
  const review = dialog.getByTestId('transfer-review');
  await expect(review).toContainText('$100.00');
  await expect(review).toContainText('$75.00');
  await expect(review).toContainText(`Balance of ${member}`);
  await lookAt(page, `${SHOTS}/review-dark.png`);
  await dialog.getByRole('button', { name: 'Confirm the transfer' }).click();
  const done = dialog.getByTestId('transfer-done');
  await expect(done).toContainText('Transferred $25.00.');
  await expect(done).toContainText(`Balance of ${member} now$25.00`);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('cell', { name: '25.00' })).toBeVisible();

  // The member's transfer to upline is off until the agent allows it, and the page says so.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await sessionTab(memberPage, memberToken);
  await memberPage.goto('/member?page=transferUpline');
  // A new tab's first personal center loads its code and the member's data: slow on a loaded machine.
  await expect(memberPage.getByText('Transfers to your upline are off')).toBeVisible({ timeout: 20_000 });
  await expect(memberPage.getByRole('button', { name: 'Review the transfer' })).toHaveCount(0);

  const grant = page.getByRole('switch', { name: `Let ${member} transfer to you` });
  await expect(grant).toHaveAttribute('aria-checked', 'false');
  await grant.click();
  await expect(grant).toHaveAttribute('aria-checked', 'true');

  await memberPage.reload();
  await expect(memberPage.getByRole('textbox', { name: 'Amount' })).toBeVisible({ timeout: 20_000 });
  await memberPage.getByRole('textbox', { name: 'Amount' }).fill('5');
  await memberPage.getByLabel('Payment password').fill(PIN);
  await memberPage.getByRole('button', { name: 'Review the transfer' }).click();
  // The upline's balance is not the member's to see: only what it receives.
  await expect(memberPage.getByTestId('transfer-review')).toContainText('Your upline receives$5.00');
  await lookAt(memberPage, `${SHOTS}/upline-review-light.png`);
  await memberPage.getByRole('button', { name: 'Confirm the transfer' }).click();
  await expect(memberPage.getByTestId('transfer-done')).toContainText('Your balance now$20.00');

  // Both parties' records list the transfers under a readable label.
  for (const [who, amounts] of [
    [memberPage, ['+$25.00', '-$5.00']],
    [page, ['-$25.00', '+$5.00']],
  ] as const) {
    await who.goto('/member?page=transactionHistory');
    const records = who.getByRole('list', { name: 'Account records' });
    for (const amount of amounts)
      await expect(
        records.getByRole('listitem').filter({ hasText: 'Upline and downline transfers' }).filter({
          hasText: amount,
        }),
      ).toHaveCount(1, { timeout: 15_000 });
  }
  await memberContext.close();
});

test('an agent adds an affiliate code, shows its link and QR code, and a registration through it is counted', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const agent = `amtq${stamp}`;
  await sessionTab(page, await apiTopAgent(request, baseURL, agent, PASSWORD));
  await page.goto('/agent?page=affiliateCodes');
  await expect(page.getByText('No affiliate codes yet')).toBeVisible();
  const code = `Q${stamp}`.toUpperCase();
  const codeField = page.getByRole('textbox', { name: 'New affiliate code' });
  await codeField.fill('x!');
  await page.getByRole('button', { name: 'Add code' }).click();
  await expect(codeField).toHaveAccessibleDescription(/4 to 16 letters and digits/);
  await expect(codeField).toBeFocused();
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Add code' }).click();
  const entry = page.getByTestId('affiliate-code').filter({ hasText: code });
  // The agent is on 127.0.0.1, a second host of the demo brand: the link names its primary one.
  const link = `http://localhost:${new URL(baseURL ?? '').port}/register?affiliateCode=${code}`;
  await expect(entry).toContainText(link);
  await expect(entry.getByTestId('affiliate-registrations')).toHaveText('0');
  await entry.getByRole('button', { name: 'QR code' }).click();
  await expect(page.getByRole('img', { name: `QR code of the registration link for ${code}` })).toBeVisible();
  await lookAt(page, `${SHOTS}/affiliate-qr-dark.png`);
  await page.keyboard.press('Escape');

  // A visitor registers through the link, in a browser of its own.
  const visitor = await (await browser.newContext()).newPage();
  await prepareFirstVisit(visitor);
  await visitor.goto(link);
  const form = visitor.locator('form');
  await expect(form.getByRole('textbox', { name: 'Affiliate code' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Username' }).fill(`amtr${stamp}`);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await ageCheckbox(form).check();
  await humanCheckDone(form);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(visitor).toHaveURL(/\/index$/);
  await visitor.context().close();

  await page.reload();
  await agentCentre(page).content.waitFor();
  await expect(entry.getByTestId('affiliate-registrations')).toHaveText('1');
});
