import { expect, type Page, test } from '@playwright/test';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { ageCheckbox, humanCheckDone } from './pages/human-check.ts';
import { fromOwnAddress } from './pages/own-address.ts';

const PASSWORD = 'Secret#2026';
/** A Vietnamese name as some keyboards send it: letters and separate combining marks (NFD). */
const FULL_NAME = 'Nguyễn Văn Án';

/** A username free in every run: pattern 1 (a letter first, letters and digits), 6–16 characters. */
const username = `e2e${Date.now().toString(36)}`.slice(0, 16);

function header(page: Page) {
  return page.locator('header').first();
}

async function logIn(page: Page, password: string) {
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(` ${username} `);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await humanCheckDone(dialog);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  return dialog;
}

test('a visitor registers, signs out after confirming, and logs in again through the login window', async ({
  page,
}) => {
  // Three proof-of-work checks, each at least half a second by the widget's design.
  test.slow();
  // It fails a login on purpose.
  await fromOwnAddress(page);
  await prepareFirstVisit(page);
  await page.goto('/register?referralCode=FRIEND1');
  const form = page.locator('form');
  await expect(form.getByLabel('Referral code')).toHaveValue('FRIEND1');

  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('This field cannot be empty.').first()).toBeVisible();

  await form.getByRole('textbox', { name: 'Username' }).fill('1bad');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill('Other#2026');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Enter 6 to 16 characters.')).toBeVisible();
  await expect(form.getByText('The two entries do not match.')).toBeVisible();

  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Real name' }).fill(` ${FULL_NAME.normalize('NFD')} `);
  await ageCheckbox(form).check();
  await humanCheckDone(form);
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('member-name')).toContainText(username);
  // Kept as the letters-and-spaces rule saw it: trimmed and composed.
  await page.goto('/member?page=securityCenter');
  const profile = page.getByRole('form', { name: 'Profile' });
  await expect(profile.getByRole('textbox', { name: 'Full name' })).toHaveValue(FULL_NAME.normalize('NFC'));
  await page.goto('/index');
  await expect(header(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);

  await header(page).getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out?' });
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByTestId('member-name')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  const wrong = await logIn(page, 'Wrong#2026');
  await expect(wrong.getByRole('alert')).toHaveText('Wrong account or password.');
  await page.keyboard.press('Escape');

  const loginRequest = page.waitForRequest('**/wps/session/login');
  const dialog = await logIn(page, PASSWORD);
  // The password leaves the browser only sealed to the brand's key.
  const sent = await loginRequest;
  expect(sent.headers().encryption).toBe('jwe');
  expect(sent.postData()).not.toContain(PASSWORD);
  expect(sent.postDataJSON()).toEqual({ value: expect.stringMatching(/^[\w-]+(\.[\w-]+){4}$/) });
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('member-name')).toContainText(username);
  expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe(username);
});

test('a taken username is refused beside the field', async ({ page }) => {
  await prepareFirstVisit(page);
  await page.goto('/register');
  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await ageCheckbox(form).check();
  await humanCheckDone(form);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('This username is not available. Please choose another one.')).toBeVisible();
});
