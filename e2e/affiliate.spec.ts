import { expect, test } from '@playwright/test';
import { E2E_AGENT } from './fixtures/agent.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { ageCheckbox, humanCheckDone } from './pages/human-check.ts';

const PASSWORD = 'Secret#2026';

test('a registration link with a live affiliate code hides the field and registers under the agent', async ({
  page,
}) => {
  await prepareFirstVisit(page);
  await page.goto(`/register?affiliateCode=${E2E_AGENT.affiliateCode}`);
  const form = page.locator('form');
  await expect(form.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Affiliate code' })).toHaveCount(0);

  const username = `aff${Date.now().toString(36)}`.slice(0, 16);
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await ageCheckbox(form).check();
  await humanCheckDone(form);
  const registration = page.waitForRequest('**/wps/member/register');
  await form.getByRole('button', { name: 'Create account' }).click();
  expect((await registration).headers().encryption).toBe('jwe');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('member-name')).toContainText(username);
});

test('a link with an unknown affiliate code shows the field, filled in, and says the code is wrong', async ({
  page,
}) => {
  await prepareFirstVisit(page);
  await page.goto('/register?affiliateCode=NOSUCH99');
  const field = page.locator('form').getByRole('textbox', { name: 'Affiliate code' });
  await expect(field).toBeVisible();
  await expect(field).toHaveValue('NOSUCH99');
  await expect(page.getByText('Invitation code error.')).toBeVisible();
});
