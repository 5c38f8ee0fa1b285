import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_OPERATOR } from './fixtures/operator.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { ageCheckbox, humanCheckDone } from './pages/human-check.ts';
import { logInFromHeader } from './pages/member-login.ts';
import { fromOwnAddress } from './pages/own-address.ts';

const PASSWORD = 'Secret#2026';
/** Numbers free in every run, one per test: the demo brand's mobile rule is 9 to 11 digits. */
const runDigits = Date.now().toString().slice(-8);
const mobile = `09${runDigits}`;
const passwordLoginMobile = `08${runDigits}`;

function header(page: Page) {
  return page.locator('header').first();
}

/** The newest SMS of a purpose to the number, read from the outbox through the operator API. */
async function smsCode(
  request: APIRequestContext,
  purpose: 'register-code' | 'login-code',
  number = mobile,
): Promise<string> {
  const value = E2E_OPERATOR;
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(
        `/ops/outbox?merchant=demo&channel=sms&recipient=${number}&limit=1`,
        {
          headers: { Authorization: value.token },
        },
      );
      const { value: outbox } = (await response.json()) as {
        value: { messages: { body: string; purpose: string }[] };
      };
      const message = outbox.messages[0];
      code = message?.purpose === purpose ? (message.body.match(/\b(\d{6})\b/)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** The registration page's mobile tab, for a first visit. */
async function openMobileRegistration(page: Page): Promise<Locator> {
  await prepareFirstVisit(page);
  await page.goto('/register');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  return page.locator('form');
}

/** Completes the mobile form once its code is sent: the code, the password twice, the age. */
async function finishMobileRegistration(form: Locator, code: string): Promise<void> {
  await form.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await ageCheckbox(form).check();
  await form.getByRole('button', { name: 'Create account' }).click();
}

test('a visitor registers by mobile number with an SMS code, then logs in by SMS code', async ({
  page,
  request,
}) => {
  // Two proof-of-work checks (one before each SMS), an argon2 hash and two outbox polls.
  test.slow();
  const form = await openMobileRegistration(page);

  const getCode = form.getByRole('button', { name: 'Get code' });
  await getCode.click();
  await expect(form.getByText('This field cannot be empty.').first()).toBeVisible();

  await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await humanCheckDone(form);
  await getCode.click();
  const countdown = form.getByRole('button', { name: /^\d+ s$/ });
  await expect(countdown).toBeDisabled();
  await finishMobileRegistration(form, await smsCode(request, 'register-code'));

  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('member-name')).toContainText(mobile);

  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();

  await header(page).getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab', { name: 'SMS code' }).click();
  const panel = dialog.getByRole('tabpanel');
  await panel.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await humanCheckDone(panel);
  await panel.getByRole('button', { name: 'Get code' }).click();
  await expect(panel.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
  const code = await smsCode(request, 'login-code');

  // A wrong code: the server names the field, so its refusal shows on the code, which takes the focus.
  const codeField = panel.getByRole('textbox', { name: 'Verification code' });
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(codeField).toHaveAccessibleDescription('The verification code is not valid.');
  await expect(codeField).toBeFocused();
  await expect(panel.getByRole('alert')).toHaveCount(0);

  await codeField.fill(code);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('member-name')).toContainText(mobile);
  await expect(dialog).toHaveCount(0);
  // The welcome window shows when the account last logged in: at its registration, moments ago.
  const welcome = page.getByRole('dialog', { name: `Welcome, ${mobile}!` });
  await expect(welcome.getByTestId('previous-login')).toHaveText(/^Your previous login: \d{4}-\d\d-\d\d /);
  await welcome.getByRole('button', { name: 'Continue' }).click();
  await expect(welcome).toHaveCount(0);
});

test('a member registered by mobile number logs in with the number and the password', async ({
  page,
  request,
}) => {
  // Three proof-of-work checks (before the SMS and before each login), an argon2 hash and an outbox poll.
  test.slow();
  // It fails a login on purpose.
  await fromOwnAddress(page);
  const form = await openMobileRegistration(page);
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(passwordLoginMobile);
  await humanCheckDone(form);
  await form.getByRole('button', { name: 'Get code' }).click();
  await finishMobileRegistration(form, await smsCode(request, 'register-code', passwordLoginMobile));
  await expect(page.getByTestId('member-name')).toContainText(passwordLoginMobile);

  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('member-name')).toHaveCount(0);

  // The password tab: the number goes where a username would.
  const dialog = await logInFromHeader(page, passwordLoginMobile, 'Wrong#2026');
  await expect(dialog.getByRole('alert')).toHaveText('Wrong account or password.');
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await humanCheckDone(dialog);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('member-name')).toContainText(passwordLoginMobile);
  expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe(passwordLoginMobile);
});

test('the forgot-password window confirms the request the same way whatever the account', async ({
  page,
}) => {
  await prepareFirstVisit(page);
  await page.goto('/index');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill('nobody42');
  const email = dialog.getByRole('textbox', { name: 'Email' });
  await email.fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(email).toHaveAccessibleDescription('The format is not valid.');
  await expect(email).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('nobody42@example.com');
  await dialog.getByRole('button', { name: 'Send link' }).click();
  const sent = page.getByRole('dialog', { name: 'Check your email' });
  await expect(sent.getByRole('status')).toContainText('valid for 30 minutes');
  await sent.getByRole('button', { name: 'OK' }).click();
  await expect(sent).toHaveCount(0);
});
