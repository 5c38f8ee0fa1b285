import { expect, test } from '@playwright/test';
import { E2E_OPERATOR } from './fixtures/operator.ts';
import { logInAt, registeredMember } from './pages/member-login.ts';

/** A number free in every run: the demo brand's mobile rule is 9 to 11 digits. */
const mobile = `08${Date.now().toString().slice(-8)}`;

test('my account: the member fills in the profile, the full name locks, and verifies a mobile number once', async ({
  page,
  baseURL,
  request,
}) => {
  const { username, password } = await registeredMember(page, baseURL, 'prof');
  await logInAt(page, baseURL, username, password, '/member?page=securityCenter');

  const profile = page.getByRole('form', { name: 'Profile' });
  await expect(profile.getByRole('textbox', { name: 'Account' })).toHaveValue(username);
  await profile.getByRole('textbox', { name: 'Nickname' }).fill('Lucky Star');
  await profile.getByRole('textbox', { name: 'Full name' }).fill('Nguyen Van An');
  await profile.getByRole('textbox', { name: 'Telegram' }).fill('@lucky_star');
  await profile.getByRole('textbox', { name: 'Email' }).fill('an@example.com');
  // A new email asks for the login password first.
  await profile.getByRole('textbox', { name: 'Login password' }).fill('not my password');
  await profile.getByRole('button', { name: 'Save' }).click();
  // The refusal is shown on the field it belongs to.
  await expect(profile.getByRole('textbox', { name: 'Login password' })).toHaveAccessibleDescription(
    'The current password is not correct.',
  );
  await profile.getByRole('textbox', { name: 'Login password' }).fill(password);
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(profile.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('readonly', '');
  await expect(profile.getByText('Set once. Contact customer service to change it.')).toBeVisible();

  await page.reload();
  await expect(profile.getByRole('textbox', { name: 'Telegram' })).toHaveValue('@lucky_star');
  await expect(profile.getByRole('textbox', { name: 'Email' })).toHaveValue('an@example.com');

  const verification = page.getByRole('form', { name: 'Mobile number' });
  await verification.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await verification.getByRole('button', { name: 'Get code' }).click();
  const value = E2E_OPERATOR;
  let code = '';
  await expect
    .poll(async () => {
      const outbox = await request.get(`/ops/outbox?merchant=demo&channel=sms&recipient=${mobile}&limit=1`, {
        headers: { Authorization: value.token },
      });
      const body = (await outbox.json()) as { value: { messages: { body: string }[] } };
      code = body.value.messages[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await verification.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await verification.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('verified-mobile')).toHaveText(`******${mobile.slice(-4)}`);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});
