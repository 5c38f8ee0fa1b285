import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SESSION_STORAGE_KEYS } from '../apps/console/src/shared/api/session-keys.ts';
import { solvedHumanCheck } from '../apps/server/src/test/human-check.ts';
import { E2E_FINANCE, E2E_FINANCE_CHECKER, E2E_OPERATOR } from './fixtures/operator.ts';
import { openConsoleAs } from './pages/console-login.ts';
import { lookAt, TAKES_SHOTS } from './pages/look.ts';
import { creditMember } from './pages/staff-credit.ts';
import { staffHeaders } from './pages/staff-session.ts';

const PIN = '246810';

/**
 * A member who asked to withdraw `amount` through the API (registered, credited by four eyes, with a
 * payment password and a bank account): the console's queue is what this spec is about.
 */
async function withdrawingMember(request: APIRequestContext, baseURL: string | undefined, amount: string) {
  const username = `cm${Date.now().toString(36)}`.slice(0, 16);
  const password = 'Lotus-2026!';
  const registered = await request.put('/wps/member/register', {
    data: {
      username,
      password,
      confirmPassword: password,
      ageConfirmed: true,
      humanCheck: await solvedHumanCheck(baseURL ?? ''),
    },
  });
  expect(registered.ok()).toBe(true);
  const { token } = (await registered.json()).value as { token: string };
  const headers = { Authorization: token };
  await creditMember(request, username, amount, `e2e-console-money-${username}`);
  for (const [method, path, data] of [
    ['PUT', '/wps/member/profile', { payeeName: 'Pham Minh Chau' }],
    ['POST', '/wps/member/payment-password', { password, newPaymentPassword: PIN }],
  ] as const)
    expect((await request.fetch(path, { method, headers, data })).ok()).toBe(true);
  const bound = await request.post('/wps/member/bank-accounts', {
    headers,
    data: { bankName: 'Lotus Commercial Bank', accountNumber: '5566778899', paymentPassword: PIN },
  });
  expect(bound.ok()).toBe(true);
  const withdrawn = await request.post('/wps/withdrawals', {
    headers,
    data: {
      bankAccountId: ((await bound.json()).value as { id: string }).id,
      amount,
      paymentPassword: PIN,
      requestId: `e2e-${username}`,
    },
  });
  expect(withdrawn.ok()).toBe(true);
  return username;
}

/** The console on the demo brand, as a staff member over every brand who chose it in the header. */
async function openOnDemo(page: Page, staff: { token: string }, path: string) {
  await page.addInitScript((key) => sessionStorage.setItem(key, 'demo'), SESSION_STORAGE_KEYS.brand);
  await openConsoleAs(page, staff, path);
}

/** The page at 1280 and 820 px in each theme and language, for a person to look at. */
async function shootAll(page: Page, name: string, outputPath: (file: string) => string) {
  if (!TAKES_SHOTS) return;
  const language = page.getByRole('combobox', { name: /^(Language|语言)$/ });
  const theme = page.getByRole('button', { name: /theme|主题/ });
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await language.selectOption({ label: 'English' });
    await page.reload();
    await expect(page.getByRole('table')).toBeVisible();
    // A tablet opens with the icon menu (the first visit's width decides); this browser opened wide.
    const menuButton = page.getByRole('button', {
      name: width < 1024 ? 'Collapse the menu' : 'Expand the menu',
    });
    if (await menuButton.isVisible()) await menuButton.click();
    for (const [lang, label] of [
      ['en', 'English'],
      ['cn', '中文'],
    ] as const) {
      await language.selectOption({ label });
      for (const mode of ['dark', 'light'] as const) {
        if ((await page.locator('html').getAttribute('data-theme')) !== mode) await theme.click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await lookAt(page, outputPath(`${name}-${lang}-${mode}-${width}.png`), { fullPage: true });
      }
    }
  }
  await language.selectOption({ label: 'English' });
  await page.getByRole('button', { name: 'Expand the menu' }).click();
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a withdrawal above the brand’s four-eyes amount: one finance user asks, a second approves, support cannot', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(100_000);
  // The demo brand's four-eyes amount is the platform's 10,000.00.
  const username = await withdrawingMember(request, baseURL, '10000.00');

  await openOnDemo(page, E2E_FINANCE, `/withdrawals?member=${username}`);
  const queue = page.getByRole('table', { name: 'Withdrawals' });
  const row = queue.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Above the four-eyes amount');
  await expect(row).toContainText('New account');
  await expect(row).toContainText('First withdrawal');
  await row.getByRole('button', { name: 'Approve (second person)' }).click();
  const ask = page.getByRole('dialog');
  await ask.getByLabel('Reason (kept in the audit log)').fill('Payee name matches the profile');
  await ask.getByRole('button', { name: 'Approve (second person)' }).click();
  await expect(row).toContainText(`Awaiting second approval (asked by ${E2E_FINANCE.account})`);
  await expect(row.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await shootAll(page, 'console-withdrawals', (file) => testInfo.outputPath(file));

  // The one who asked cannot approve it: the inbox offers only to withdraw it.
  await page.goto(`/console/approvals?view=mine`);
  // Mine also lists the credit this spec asked for first (an admin approved it).
  const mine = page
    .getByRole('table', { name: 'Mine' })
    .getByRole('row')
    .filter({ hasText: username })
    .filter({ hasText: 'Withdrawal approval' });
  await expect(mine).toContainText('Pending');
  await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: 'Withdraw' })).toBeVisible();

  // The second finance user approves it in their inbox.
  const checkerContext = await browser.newContext({ baseURL });
  const checker = await checkerContext.newPage();
  await openOnDemo(checker, E2E_FINANCE_CHECKER, '/approvals');
  const inbox = checker.getByRole('table', { name: 'To decide' });
  const request_ = inbox.getByRole('row').filter({ hasText: username });
  await expect(request_).toContainText('10000.00');
  await expect(request_).toContainText(E2E_FINANCE.account);
  await expect(request_).toContainText('Payee name matches the profile');
  await shootAll(checker, 'console-approvals', (file) => testInfo.outputPath(file));
  await request_.getByRole('button', { name: 'Approve' }).click();
  await checker.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(request_).toHaveCount(0);
  await checker.getByRole('tab', { name: 'History' }).click();
  await expect(
    checker
      .getByRole('table', { name: 'History' })
      .getByRole('row')
      .filter({ hasText: username })
      .filter({ hasText: 'Withdrawal approval' }),
  ).toContainText(`by ${E2E_FINANCE_CHECKER.account}`);
  await checkerContext.close();

  await page.goto(`/console/withdrawals?member=${username}`);
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('button', { name: 'Pay' })).toBeVisible();

  // Support holds neither: no menu entry, and the server refuses the calls.
  const supportContext = await browser.newContext({ baseURL });
  const support = await supportContext.newPage();
  await openConsoleAs(support, E2E_OPERATOR);
  const menu = support.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Withdrawals' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Approvals' })).toHaveCount(0);
  await supportContext.close();
  const refused = await request.post('/ops/approvals/approve', {
    headers: staffHeaders(E2E_OPERATOR),
    data: { merchant: 'demo', requestId: '1' },
  });
  expect(refused.status()).toBe(403);
  const queueRefused = await request.get('/ops/withdrawals/queue?merchant=demo', {
    headers: staffHeaders(E2E_OPERATOR),
  });
  expect(queueRefused.status()).toBe(403);
});
