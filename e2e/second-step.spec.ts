import { expect, request, test } from '@playwright/test';
import { totpCode } from '../apps/server/src/modules/identity/totp.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';

const PASSWORD = 'Secret#2026';
const HOME_ADDRESS = '203.0.113.5';
const NEW_ADDRESS = '198.51.100.77';

test('a login from a new place asks for the authenticator code, then lets the member in', async ({
  page,
  baseURL,
}) => {
  const username = `tfa${Date.now().toString(36)}`.slice(0, 16);
  // The member registered and set up an authenticator app from home.
  const home = await request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': HOME_ADDRESS } });
  const registered = await home.put('/wps/member/register', {
    data: { username, password: PASSWORD, confirmPassword: PASSWORD, ageConfirmed: true },
  });
  const { token } = (await registered.json()).value as { token: string };
  const setup = await home.post('/wps/member/totp', { headers: { Authorization: token } });
  const { secret } = (await setup.json()).value as { secret: string };
  const confirmCode = totpCode(secret, new Date());
  expect(
    (
      await home.put('/wps/member/totp', { headers: { Authorization: token }, data: { code: confirmCode } })
    ).ok(),
  ).toBe(true);

  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': NEW_ADDRESS });
  await prepareFirstVisit(page);
  await page.goto('/');
  await page.locator('header').first().getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();

  await expect(dialog.getByText('You are logging in from a new place.')).toBeVisible();
  const code = dialog.getByRole('textbox', { name: '6-digit code from your authenticator app' });
  await code.fill('12');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Enter the 6 digits of the code.')).toBeVisible();
  await code.fill(confirmCode);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The verification code is wrong or has already been used.',
  );

  await code.fill(totpCode(secret, new Date(Date.now() + 30_000)));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('member-name')).toContainText(username);
  await home.dispose();
});
