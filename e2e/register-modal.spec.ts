import { expect, type Page, test } from '@playwright/test';
import { blockingViolations } from './pages/axe.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { ageCheckbox, humanCheckDone } from './pages/human-check.ts';

const PASSWORD = 'Secret#2026';

function header(page: Page) {
  return page.locator('header').first();
}

function registerWindow(page: Page) {
  return page.getByRole('dialog', { name: 'Register' });
}

test("the header's register button opens the registration window: labelled, focus kept in, Escape closes", async ({
  page,
}) => {
  // An axe scan takes seconds of CPU on a busy machine.
  test.slow();
  await prepareFirstVisit(page);
  await page.goto('/index');
  const opener = header(page).getByRole('button', { name: 'Register' });
  await opener.click();
  const dialog = registerWindow(page);
  await expect(dialog).toHaveAccessibleDescription('Create your account in a minute.');
  await expect(page).toHaveURL(/\/index$/);
  await expect(dialog.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('textbox', { name: 'Username' }).fill('halfway1');

  // However far the visitor tabs, the focus stays in the window.
  for (let step = 0; step < 25; step += 1) await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  // The user agreement opens beside the window, which keeps what was typed.
  const agreementOpened = page.waitForEvent('popup');
  await dialog.getByRole('link', { name: 'user agreement' }).click();
  const agreement = await agreementOpened;
  await expect(agreement).toHaveURL(/\/help$/);
  await agreement.close();
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue('halfway1');
  expect(await blockingViolations(page, '[role="dialog"]')).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  // A window closed halfway opens clean the next time.
  await opener.click();
  await expect(registerWindow(page).getByRole('textbox', { name: 'Username' })).toHaveValue('');
});

test('a visitor registers in the window opened from the login window, and is logged in at home', async ({
  page,
}) => {
  // A proof-of-work check and an argon2 hash.
  test.slow();
  const username = `rm${Date.now().toString(36)}`.slice(0, 16);
  await prepareFirstVisit(page);
  await page.goto('/promotions');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('button', { name: 'Register' }).click();
  await expect(login).toHaveCount(0);
  const dialog = registerWindow(page);
  const form = dialog.locator('form');

  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('This field cannot be empty.').first()).toBeVisible();

  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await ageCheckbox(form).check();
  await humanCheckDone(form);
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('member-name')).toContainText(username);
  await expect(header(page).getByRole('button', { name: 'Register' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe(username);
});

test('the login window can be reached back from the registration window', async ({ page }) => {
  await prepareFirstVisit(page);
  await page.goto('/index');
  await header(page).getByRole('button', { name: 'Register' }).click();
  await registerWindow(page).getByRole('button', { name: 'Log in' }).click();
  await expect(registerWindow(page)).toHaveCount(0);
  await expect(
    page.getByRole('dialog', { name: 'Log in' }).getByRole('textbox', { name: 'Username' }),
  ).toBeVisible();
});
