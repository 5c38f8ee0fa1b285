import { expect, type Page, test } from '@playwright/test';
import { totpCode } from '../apps/server/src/platform/totp.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { logInFromHeader, registerMember } from './pages/member-login.ts';

const PASSWORD = 'Secret#2026';
const HOME_ADDRESS = '203.0.113.5';
const NEW_ADDRESS = '198.51.100.77';

const logIn = (page: Page, username: string) => logInFromHeader(page, username, PASSWORD);

test('a member turns on an authenticator app; a login from a new place then asks for its code', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const username = `tfa${Date.now().toString(36)}`.slice(0, 16);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': HOME_ADDRESS });
  await registerMember(page, baseURL, username, PASSWORD);

  await prepareFirstVisit(page);
  await page.goto('/');
  await expect(await logIn(page, username)).toHaveCount(0);
  await page
    .getByRole('dialog', { name: `Welcome, ${username}!` })
    .getByRole('button', { name: 'Continue' })
    .click();
  await page.getByRole('button', { name: 'Two-step verification' }).click();
  const setup = page.getByRole('dialog', { name: 'Two-step verification' });
  await setup.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await setup.getByTestId('authenticator-secret').textContent())?.replaceAll(' ', '') ?? '';
  const confirmCode = totpCode(secret, new Date());
  await setup.getByRole('textbox', { name: '6-digit code from your authenticator app' }).fill(confirmCode);
  await setup.getByRole('button', { name: 'Turn on' }).click();
  await expect(setup.getByRole('status')).toHaveText('Two-step verification is now on.');
  await page.keyboard.press('Escape');
  await page.locator('header').first().getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();

  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': NEW_ADDRESS });
  const dialog = await logIn(page, username);
  await expect(dialog.getByText('You are logging in from a new place.')).toBeVisible();
  const code = dialog.getByRole('textbox', { name: '6-digit code from your authenticator app' });
  await code.fill('12');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Enter the 6 digits of the code.')).toBeVisible();
  await code.fill(confirmCode);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(code).toHaveAccessibleDescription('The verification code is wrong or has already been used.');

  await code.fill(totpCode(secret, new Date(Date.now() + 30_000)));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('member-name')).toContainText(username);
});
