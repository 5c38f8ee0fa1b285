import { expect, type Page, test } from '@playwright/test';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { ageCheckbox, humanCheckDone } from './pages/human-check.ts';
import { logInThroughWindow } from './pages/member-login.ts';

const header = (page: Page) => page.locator('header').first();

test('a visitor opens an account in one click, keeps the made-up login, and logs in with it again', async ({
  page,
  context,
}) => {
  // Two proof-of-work checks and two argon2 hashes on the server.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await prepareFirstVisit(page);
  await page.goto('/register');
  await page.getByRole('tab', { name: 'One click' }).click();
  const panel = page.getByRole('tabpanel', { name: 'One click' });
  await expect(panel).toContainText('We make up an account name and a password for you.');

  await panel.getByRole('button', { name: 'Create my account' }).click();
  await expect(panel.getByText('Please confirm that you are at least 18')).toBeVisible();
  await ageCheckbox(panel).check();
  await humanCheckDone(panel);
  await panel.getByRole('button', { name: 'Create my account' }).click();

  const ready = panel.getByRole('region', { name: 'Your account is ready' });
  await expect(ready).toContainText('the password is shown only this once');
  const account = (await ready.getByRole('definition').nth(0).textContent()) ?? '';
  const password = (await ready.getByRole('definition').nth(1).textContent()) ?? '';
  expect(account).toMatch(/^[a-z][a-z0-9]{9}$/);
  expect(password).toMatch(/^[A-Za-z0-9#%*+\-=?@]{12}$/);
  // Not signed in until the member has seen the login: the header still offers it.
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();

  await ready.getByRole('button', { name: 'Copy both' }).click();
  await expect(ready.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(
    `Username: ${account}\nPassword: ${password}`,
  );

  await panel.getByRole('button', { name: 'I have saved them, continue' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('member-name')).toContainText(account);

  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await logInThroughWindow(page, account, password);
  await expect(page.getByTestId('member-name')).toContainText(account);
});
