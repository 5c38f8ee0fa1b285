import { expect, type Page, test } from '@playwright/test';
import { blockingViolations } from './pages/axe.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { ageCheckbox, humanCheckDone } from './pages/human-check.ts';
import { fromOwnAddress } from './pages/own-address.ts';

/** Console messages of CSP refusals: the widget and its worker must run under the site's strict policy. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('registration goes through the proof-of-work check, under the strict CSP', async ({ page }) => {
  const violations = watchCsp(page);
  await prepareFirstVisit(page);
  await page.goto('/register');
  const form = page.locator('form');
  const username = `pow${Date.now().toString(36)}`.slice(0, 16);
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret#2026');
  await form.getByRole('textbox', { name: 'Confirm password' }).fill('Secret#2026');
  await ageCheckbox(form).check();
  await humanCheckDone(form);
  await expect(form.getByText('Verified')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('member-name')).toContainText(username);
  expect(violations).toEqual([]);
});

test('after failed logins the window asks for the image captcha, refreshes it once a second and refuses a wrong answer', async ({
  page,
}) => {
  // Four logins, each behind a proof-of-work check.
  test.slow();
  await fromOwnAddress(page);
  const violations = watchCsp(page);
  await prepareFirstVisit(page);
  await page.goto('/');
  await page.locator('header').first().getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const captchaImage = dialog.getByRole('img', { name: 'Captcha image' });
  const attempt = async (password: string) => {
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await humanCheckDone(dialog);
    await dialog.getByRole('button', { name: 'Log in' }).click();
  };

  await dialog.getByRole('textbox', { name: 'Username' }).fill(`ghost${Date.now().toString(36)}`);
  await attempt('Wrong#2026');
  await expect(dialog.getByRole('alert')).toHaveText('Wrong account or password.');
  await expect(captchaImage).toHaveCount(0);

  await attempt('Wrong#2027');
  await expect(dialog.getByRole('alert')).toHaveText('Wrong account or password.');
  await expect(captchaImage).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await blockingViolations(page)).toEqual([]);

  const refresh = dialog.getByRole('button', { name: 'New image' });
  const first = await captchaImage.getAttribute('src');
  await expect(refresh).toBeEnabled();
  await refresh.click();
  await expect(refresh).toBeDisabled();
  await expect(captchaImage).not.toHaveAttribute('src', first ?? '');
  await expect(refresh).toBeEnabled({ timeout: 2_000 });

  await dialog.getByRole('textbox', { name: 'Captcha' }).fill('zz9z');
  await attempt('Wrong#2028');
  await expect(dialog.getByRole('alert')).toHaveText('Captcha check failed, please try again.');
  // The answer was spent: the window shows a new image for the next try.
  await expect(captchaImage).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(violations).toEqual([]);
});
