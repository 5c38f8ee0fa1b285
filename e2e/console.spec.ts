import { expect, test } from '@playwright/test';
import { E2E_ADMIN, E2E_OPERATOR } from './fixtures/operator.ts';
import { ConsoleLogin, openConsoleAs } from './pages/console-login.ts';
import { lookAt } from './pages/look.ts';
import { staffHeaders } from './pages/staff-session.ts';

test('an invited staff member logs in the first time: new password, authenticator, recovery codes, home', async ({
  page,
  request,
}, testInfo) => {
  const account = `e2e.console.${Date.now()}`;
  const invited = await request.post('/ops/staff', {
    headers: staffHeaders(E2E_ADMIN),
    data: { account, roles: ['support'], brands: ['demo'], delivery: 'password' },
  });
  expect(invited.ok()).toBe(true);
  const { initialPassword } = (await invited.json()).value as { initialPassword: string };

  const login = new ConsoleLogin(page);
  await login.open();
  await login.logIn(account, initialPassword);
  await login.changeInitialPassword(initialPassword, 'a console password of my own');
  const codes = await login.setUpAuthenticator();
  expect(new Set(codes).size).toBe(10);
  await lookAt(page, testInfo.outputPath('console-recovery-codes.png'));
  await login.confirmRecoveryCodesSaved();

  await expect(page.getByRole('heading', { name: `Hello, ${account}` })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'My account' })).toBeVisible();
  // Support holds no staff.read: the menu does not offer the admin's staff screen.
  await expect(menu.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await lookAt(page, testInfo.outputPath('console-home.png'));
});

test('an admin pages the staff list from the menu; the console follows language and theme', async ({
  page,
}, testInfo) => {
  await openConsoleAs(page, E2E_ADMIN);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Staff' }).click();
  const table = page.getByRole('table', { name: 'Staff' });
  await expect(table.getByRole('cell', { name: E2E_OPERATOR.account, exact: true })).toBeVisible();
  await table.getByRole('button', { name: 'Account' }).click();
  await expect(page).toHaveURL(/order=desc/);

  // Screenshots of each language and theme, desktop and tablet wide, for a person to look at.
  const shoot = async (name: string) => {
    for (const [device, width] of [
      ['desktop', 1280],
      ['tablet', 820],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await lookAt(page, testInfo.outputPath(`console-${name}-${device}.png`));
    }
  };
  const language = page.getByRole('combobox', { name: /^(Language|语言)$/ });
  const theme = page.getByRole('button', { name: /theme|主题/ });
  await shoot('en-dark');
  await theme.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await shoot('en-light');
  await language.selectOption({ label: '中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await shoot('cn-light');
  await theme.click();
  await shoot('cn-dark');
  await expect(page.getByRole('heading', { name: '员工' })).toBeVisible();
});

test('a session the server no longer knows returns to the login page with a message', async ({
  page,
}, testInfo) => {
  await openConsoleAs(page, { token: 'e2e-staff-session-unknown-000000000000000000' });
  await expect(page.getByText('Your session ended. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/console\/login$/);
  await lookAt(page, testInfo.outputPath('console-login.png'));
});

test('an admin reads the scheduled jobs from the menu: the lottery’s ran within its 5 s period', async ({
  page,
}, testInfo) => {
  await openConsoleAs(page, E2E_ADMIN);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Scheduled jobs' }).click();
  const lottery = page.getByRole('table', { name: 'Scheduled jobs' }).getByRole('row', {
    name: /Lottery draws and settlement/,
  });
  await expect(lottery).toContainText('Every 5 s');
  // Every job is listed from the server's start; the lottery's first run comes within seconds.
  await expect(lottery).toContainText('took', { timeout: 15_000 });
  await lookAt(page, testInfo.outputPath('console-jobs.png'));
});
