import { expect, test } from '@playwright/test';
import { humanCheckDone } from './pages/human-check.ts';
import { logInAt, logInFromHeader, registeredMember } from './pages/member-login.ts';
import { fromOwnAddress } from './pages/own-address.ts';

test('a member takes a time-out and is refused at the next login with its end date, but may log in to withdraw', async ({
  page,
  baseURL,
}) => {
  // A login, a break, a sign-out and two logins through the window, each hashing a password.
  test.slow();
  await fromOwnAddress(page);
  const { username, password } = await registeredMember(page, baseURL, 'brk');
  await logInAt(page, baseURL, username, password, '/member/responsible-gaming');
  const section = page.getByRole('region', { name: 'Take a break' });
  await section.getByRole('button', { name: '24 hours' }).click();
  await expect(section).toContainText('Your break will end on');
  await expect(section).toContainText('It cannot be ended early');
  await section.getByRole('textbox', { name: 'Your login password' }).fill(password);
  await section.getByRole('button', { name: 'Start my break' }).click();
  await expect(section.getByRole('status')).toContainText('You are on a time-out until');

  await page.locator('header').first().getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  const dialog = await logInFromHeader(page, username, password);
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('You are taking a break from play until');
  await expect(refusal).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  // The proof-of-work check starts again once the form has the focus.
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).click();
  await humanCheckDone(dialog);
  await dialog.getByRole('button', { name: 'Log in only to withdraw my balance' }).click();
  await expect(page).toHaveURL(/\/member\?page=withdraw/);
});
