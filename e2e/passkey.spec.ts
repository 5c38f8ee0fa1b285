import { expect, type Page, test } from '@playwright/test';
import { blockingViolations } from './pages/axe.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { GatePage } from './pages/gate-page.ts';
import { registerMember } from './pages/member-login.ts';
import { logInByApi } from './pages/member-session.ts';

const PASSWORD = 'Secret#2026';
/** A passkey belongs to a domain name, never an address: the demo brand is browsed as localhost. */
const HOST = 'localhost';

const header = (page: Page) => page.locator('header').first();

/** Chromium's own authenticator, the way a phone with a fingerprint reader answers: present and verified. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('a member adds a passkey from the member bar, then logs in with Quick login', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const username = `pk${Date.now().toString(36)}`.slice(0, 16);
  await registerMember(page, baseURL, username, PASSWORD);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

  // Logged in by password through the API: the passkey is what this test is about.
  await logInByApi(page, baseURL, username, PASSWORD);
  await page.goto(GatePage.url(HOST, '/', baseURL));
  await expect(page.getByTestId('member-name')).toContainText(username, { timeout: 15_000 });

  await header(page).getByRole('button', { name: 'Quick login (passkeys)' }).click();
  const passkeys = page.getByRole('dialog', { name: 'Quick login (passkeys)' });
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  await passkeys.getByRole('button', { name: 'Add a passkey on this device' }).click();
  await expect(passkeys.getByRole('status')).toHaveText(
    'Passkey added. Next time, choose Quick login in the login window.',
  );
  const list = passkeys.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Chrome');
  await expect(list).toContainText('Not used yet');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.rpId).toBe(HOST);
  expect(await blockingViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('member-name')).toHaveCount(0);

  await header(page).getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Quick login' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('member-name')).toContainText(username);
  // As after any login, the welcome window with the previous login time.
  const welcome = page.getByRole('dialog', { name: `Welcome, ${username}!` });
  await expect(welcome.getByTestId('previous-login')).toHaveText(/^Your previous login: \d{4}-\d\d-\d\d /);
  await welcome.getByRole('button', { name: 'Continue' }).click();

  // The security window leads there too (on phones the member bar has no room for the button).
  await header(page).getByRole('button', { name: 'Two-step verification' }).click();
  await page
    .getByRole('dialog', { name: 'Two-step verification' })
    .getByRole('button', { name: 'Quick login (passkeys)' })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Quick login (passkeys)' }).getByRole('listitem'),
  ).not.toContainText('Not used yet');
});

test('a dismissed passkey prompt says so calmly and leaves the visitor a guest', async ({
  page,
  baseURL,
}) => {
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  // The person does not give their fingerprint: the browser reports it as a refusal.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await prepareFirstVisit(page);
  await page.goto(GatePage.url(HOST, '/', baseURL));
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('button', { name: 'Quick login' }).click();
  await expect(login.getByRole('status')).toHaveText(
    'The passkey request was cancelled or timed out. You can try again, or log in with your password.',
  );
  await expect(page.getByTestId('member-name')).toHaveCount(0);
});
