import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN, E2E_AUDITOR } from './fixtures/operator.ts';
import { ConsoleLogin, openConsoleAs } from './pages/console-login.ts';
import { lookAt, TAKES_SHOTS } from './pages/look.ts';
import { staffHeaders } from './pages/staff-session.ts';

/** Screenshots of the page in both themes and languages, desktop and tablet wide, for a person to look at. */
async function shootAll(page: Page, name: string, outputPath: (file: string) => string): Promise<void> {
  if (!TAKES_SHOTS) return;
  const language = page.getByRole('combobox', { name: /^(Language|语言)$/ });
  const theme = page.getByRole('button', { name: /theme|主题/ });
  for (const lang of ['en', 'cn'] as const) {
    await language.selectOption({ label: lang === 'en' ? 'English' : '中文' });
    for (const mode of ['dark', 'light'] as const) {
      if ((await page.locator('html').getAttribute('data-theme')) !== mode) await theme.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      for (const width of [1280, 820]) {
        await page.setViewportSize({ width, height: 900 });
        await lookAt(page, outputPath(`${name}-${lang}-${mode}-${width}.png`), { fullPage: true });
      }
    }
  }
  await language.selectOption({ label: 'English' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe.configure({ timeout: 45_000 });

test('an admin invites a support user, changes their roles, and finds the change in the audit log', async ({
  page,
  request,
}, testInfo) => {
  const account = `e2e.invited.${Date.now()}`;
  await openConsoleAs(page, E2E_ADMIN, '/staff?sort=createdAt&order=desc');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a staff member' });
  await invite.getByLabel('Account').fill(account);
  await invite.getByLabel('Support').check();
  await invite.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(invite.getByTestId('invite-secret')).toHaveText(/\S{20,}/);
  await invite.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: account, exact: true }) });
  await expect(row).toContainText('Support');
  await row.getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('menuitem', { name: 'Roles' }).click();
  const roles = page.getByRole('dialog', { name: `Roles: ${account}` });
  await roles.getByLabel('Risk').check();
  await roles.getByRole('button', { name: 'Save' }).click();
  await expect(roles).toBeHidden();
  await expect(row).toContainText('Risk, Support');
  await shootAll(page, 'console-staff', (file) => testInfo.outputPath(file));

  const listed = await request.get('/ops/staff?sort=createdAt&order=desc&size=20', {
    headers: staffHeaders(E2E_ADMIN),
  });
  const { items } = (await listed.json()).value as { items: { id: string; account: string }[] };
  const id = items.find((member) => member.account === account)?.id;
  expect(id).toBeDefined();

  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Log (brand code or platform)').fill('platform');
  await page.getByLabel('Subject').fill(`operator:${id}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  const log = page.getByRole('table', { name: 'Audit log' });
  const change = log.getByRole('row').filter({ hasText: 'staff.roles' });
  await expect(change).toContainText(E2E_ADMIN.account);
  await expect(log.getByRole('row').filter({ hasText: 'staff.invite' })).toHaveCount(1);
  await change.getByRole('button', { name: 'Details' }).click();
  const diff = page.getByRole('table', { name: 'Before and after' });
  await expect(diff.getByRole('row', { name: /roles/ })).toContainText('["support"]');
  await expect(diff.getByRole('row', { name: /roles/ })).toContainText('["risk","support"]');
  await shootAll(page, 'console-audit', (file) => testInfo.outputPath(file));
});

test('an auditor reads the audit log and the staff list, with nothing to change', async ({ page }) => {
  await openConsoleAs(page, E2E_AUDITOR, '/audit');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('table', { name: 'Staff' }).getByRole('cell').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite staff' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Manage' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('an invited staff member sets a password by the link, adds a passkey, and passes the second factor with it', async ({
  page,
  request,
  baseURL,
}) => {
  const account = `e2e.passkey.${Date.now()}`;
  const invited = await request.post('/ops/staff', {
    headers: staffHeaders(E2E_ADMIN),
    data: { account, roles: ['support'], brands: [], delivery: 'link' },
  });
  const { inviteToken } = (await invited.json()).value as { inviteToken: string };
  // Chromium's own authenticator; a passkey belongs to a domain name, never an address: localhost.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: false,
      hasUserVerification: false,
      automaticPresenceSimulation: true,
    },
  });
  const origin = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  const password = 'a console password with a key';
  await page.goto(`${origin}/console/invite?token=${inviteToken}`);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('link', { name: 'Go to the login' }).click();
  const login = new ConsoleLogin(page);
  await login.logIn(account, password);
  await login.setUpAuthenticator();
  await login.confirmRecoveryCodesSaved();

  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'My account' }).click();
  await page.getByLabel('Name of this device').fill('Desk key');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Desk key' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await login.logIn(account, password);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${account}` })).toBeVisible();
});
