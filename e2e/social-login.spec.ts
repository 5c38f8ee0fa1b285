import { expect as baseExpect, type Page, test } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { FIXTURE_HOSTS, SOCIAL_PROVIDER_PORTS } from './fixtures/brands.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { GatePage } from './pages/gate-page.ts';

// The social brand's Google and Facebook providers: real OpenID providers on this machine, one per
// channel, started by the spec.
const providers = { google: new OAuth2Server(), facebook: new OAuth2Server() };

test.beforeAll(async () => {
  for (const [channel, provider] of Object.entries(providers)) {
    await provider.issuer.keys.generate('RS256');
    await provider.start(SOCIAL_PROVIDER_PORTS[channel as keyof typeof providers], '127.0.0.1');
  }
});
test.afterAll(() => Promise.all(Object.values(providers).map((provider) => provider.stop())));
// Each login goes through a popup, the provider and back, sometimes twice, and loads the login window.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

function header(page: Page) {
  return page.locator('header').first();
}

async function openLoginWindow(page: Page) {
  await header(page).getByRole('button', { name: 'Log in' }).click();
  return page.getByRole('dialog', { name: 'Log in' });
}

for (const { channel, name } of [
  { channel: 'google', name: 'Google' },
  { channel: 'facebook', name: 'Facebook' },
] as const) {
  test(`a visitor logs in with ${name} in a popup, and again later as the same member`, async ({
    page,
    baseURL,
  }) => {
    await prepareFirstVisit(page);
    await page.goto(GatePage.url(FIXTURE_HOSTS.social, '/index', baseURL));
    const dialog = await openLoginWindow(page);
    await expect(dialog.getByRole('button', { name: /^Continue with / })).toHaveCount(2);

    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: `Continue with ${name}` }).click();
    const popup = await popupOpened;
    await expect(dialog).toHaveCount(0);
    // The popup closes itself once it has handed the login over.
    await expect.poll(() => popup.isClosed()).toBe(true);
    await expect(page).toHaveURL(/\/index$/);
    // The first login opens the member, named after the channel.
    const account = new RegExp(`${channel}_[a-z2-9]{10}`);
    await expect(page.getByTestId('member-name')).toContainText(account);
    // As after any login, the welcome window: a first login has no previous time to show.
    const welcome = page.getByRole('dialog', { name: new RegExp(`^Welcome, ${channel}_`) });
    await expect(welcome.getByTestId('previous-login')).toHaveText(
      'This is your first login. Enjoy your stay!',
    );
    await welcome.getByRole('button', { name: 'Continue' }).click();
    const opened = await page.evaluate(() => sessionStorage.getItem('account'));
    expect(opened).toMatch(account);
    expect(await page.evaluate(() => sessionStorage.getItem('memberType'))).toBe('0');

    await header(page).getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
    const again = await openLoginWindow(page);
    const secondPopup = page.waitForEvent('popup');
    await again.getByRole('button', { name: `Continue with ${name}` }).click();
    await secondPopup;
    // The provider's subject is linked to the member: the second login finds it, and opens no other.
    await expect(page.getByTestId('member-name')).toContainText(opened ?? 'no account');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('account'))).toBe(opened);
    await expect(welcome.getByTestId('previous-login')).toHaveText(/^Your previous login: \d{4}-\d\d-\d\d /);
  });
}

test('a channel the brand has no provider for fails with its message, in the login window', async ({
  page,
  baseURL,
}) => {
  await prepareFirstVisit(page);
  await page.goto(GatePage.url(FIXTURE_HOSTS.socialUnset, '/index', baseURL));
  const dialog = await openLoginWindow(page);
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue with Facebook' }).click();
  await popupOpened;
  await expect(dialog.getByRole('alert')).toHaveText('This login method is not available on this site.');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('closing the popup before logging in says so, and the visitor can retry', async ({ page, baseURL }) => {
  await prepareFirstVisit(page);
  // The login never gets anywhere (the popup's first page fails to load): the visitor closes it.
  await page.context().route('**/wps/session/oauth/google?**', (route) => route.abort());
  await page.goto(GatePage.url(FIXTURE_HOSTS.social, '/index', baseURL));
  const dialog = await openLoginWindow(page);
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.close();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The login window was closed before you logged in. Please try again.',
  );
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
});

test('free trial opens a demo account, which is told to register or log in for money features', async ({
  page,
}) => {
  await prepareFirstVisit(page);
  await page.goto('/index');
  const dialog = await openLoginWindow(page);
  // The demo brand has no social login: only the free trial is offered.
  await expect(dialog.getByRole('button', { name: /Continue with/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Free trial' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('member-name')).toContainText(/demo_/);
  await expect(page.getByTestId('member-name')).toContainText('Demo account');
  expect(await page.evaluate(() => sessionStorage.getItem('memberType'))).toBe('4');

  // The Deposit button leads to the page that says, once, that an official account is needed.
  await header(page).getByRole('link', { name: 'Deposit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'An official account is needed' })).toBeVisible({
    timeout: 15_000,
  });

  // The server refuses the demo account as well, whatever the site shows.
  const status = await page.evaluate(async () => {
    const response = await fetch('/wps/member/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: sessionStorage.getItem('token') ?? '' },
      body: JSON.stringify({
        oldPassword: 'x',
        newPassword: 'Lotus-2027!',
        confirmNewPassword: 'Lotus-2027!',
      }),
    });
    return { code: response.status, body: (await response.json()) as { errorCode: string } };
  });
  expect(status).toEqual({ code: 403, body: expect.objectContaining({ errorCode: 'member.not.official' }) });
});
