import { expect, type Page, test } from '@playwright/test';
import { solvedHumanCheck } from '../apps/server/src/test/human-check.ts';
import { FIXTURE_MEMBERS } from './fixtures/members.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { logInAtHome, logInThroughWindow, registeredMember } from './pages/member-login.ts';

const header = (page: Page) => page.locator('header').first();

test('a member on a one-time password is held by the change window until the password is changed, then goes home', async ({
  page,
}) => {
  // Two full page loads, a login and a password change (argon2 on the server).
  test.setTimeout(90_000);
  const { account, initialPassword } = FIXTURE_MEMBERS.firstLogin;
  await prepareFirstVisit(page);
  await page.goto('/index');
  await logInThroughWindow(page, account, initialPassword);

  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toContainText('choose a new password before you continue');
  await expect(change.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(change).toBeVisible();
  // The password typed at login fills the current one, from memory: it is in no web storage.
  await expect(change.getByRole('textbox', { name: 'Current password' })).toHaveValue(initialPassword);
  const stored = await page.evaluate(() =>
    [sessionStorage, localStorage].flatMap((storage) => Object.values({ ...storage })),
  );
  expect(stored).not.toContain(initialPassword);
  expect(await page.evaluate(() => sessionStorage.getItem('cpw'))).toBe('1');

  // Another page, loaded afresh, keeps the hold; the password is no longer known and must be typed.
  await page.goto('/help');
  await expect(change).toBeVisible();
  await expect(change.getByRole('textbox', { name: 'Current password' })).toHaveValue('');
  await change.getByRole('textbox', { name: 'Current password' }).fill(initialPassword);
  await change.getByRole('textbox', { name: 'New password', exact: true }).fill('Chosen Pass 8');
  await change.getByRole('textbox', { name: 'Confirm new password' }).fill('Chosen-Pass-9');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('8–64 letters, digits and symbols, without spaces.')).toBeVisible();
  await expect(change.getByText('The two entries do not match.')).toBeVisible();

  await change.getByRole('textbox', { name: 'New password', exact: true }).fill('Chosen-Pass-9');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toHaveCount(0);
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('member-name')).toContainText(account);
  expect(await page.evaluate(() => sessionStorage.getItem('cpw'))).toBeNull();
});

test('a member is welcomed with the previous login time, sees no agent button, and signs out after confirming', async ({
  page,
  baseURL,
}) => {
  // A registration and a login (argon2 on the server), then two confirmation windows.
  test.setTimeout(90_000);
  const { username, password } = await registeredMember(page, baseURL, 'acct');

  await prepareFirstVisit(page);
  await page.goto('/index');
  await logInThroughWindow(page, username, password);
  const welcome = page.getByRole('dialog', { name: `Welcome, ${username}!` });
  await expect(welcome.getByTestId('previous-login')).toHaveText(
    /^Your previous login: \d{4}-\d\d-\d\d \d\d:\d\d \(GMT\+8\)$/,
  );
  await welcome.getByRole('button', { name: 'Continue' }).click();
  await expect(welcome).toHaveCount(0);

  await expect(page.getByTestId('member-name')).toContainText(username);
  await expect(header(page).getByRole('link', { name: 'Deposit' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Agent', exact: true })).toHaveCount(0);

  await header(page).getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out?' });
  await confirm.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('member-name')).toContainText(username);

  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('an agent sees the agent button, which leads to the agent centre', async ({
  page,
  request,
  baseURL,
}) => {
  const { account, initialPassword } = FIXTURE_MEMBERS.agent;
  const password = 'Agent-Pass-42';
  const login = await request.post('/wps/session/login', {
    data: { username: account, password: initialPassword, humanCheck: await solvedHumanCheck(baseURL ?? '') },
  });
  const { value } = (await login.json()) as { value: { token: string; firstTimeLogin: boolean } };
  expect(value.firstTimeLogin).toBe(true);
  const changed = await request.post('/wps/member/password', {
    headers: { Authorization: value.token },
    data: { oldPassword: initialPassword, newPassword: password, confirmNewPassword: password },
  });
  expect(changed.ok()).toBe(true);

  await logInAtHome(page, baseURL, account, password);
  await header(page).getByRole('link', { name: 'Agent', exact: true }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent Centre' })).toBeVisible();
});
