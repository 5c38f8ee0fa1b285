import { expect, type Page } from '@playwright/test';
import { solvedHumanCheck } from '../../apps/server/src/test/human-check.ts';
import { humanCheckDone } from './human-check.ts';
import { logInByApi } from './member-session.ts';

/** Opens an account through the API, as the registration form would, with the human check solved. */
export async function registerMember(
  page: Page,
  baseURL: string | undefined,
  username: string,
  password: string,
) {
  const registered = await page.request.put('/wps/member/register', {
    data: {
      username,
      password,
      confirmPassword: password,
      ageConfirmed: true,
      humanCheck: await solvedHumanCheck(baseURL ?? ''),
    },
  });
  expect(registered.ok()).toBe(true);
}

/** Logs in through the header's login window; answers the window, which closes unless the login is held. */
export async function logInFromHeader(page: Page, username: string, password: string) {
  await page.locator('header').first().getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await humanCheckDone(dialog);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  return dialog;
}

/**
 * Logs in through the header's login window and waits for the window to close. A login hashes the
 * password and loads the member: on a loaded machine that outlasts the default 5 s wait. A window that
 * stays open fails with what it shows, since the run's trace does not outlive its machine.
 */
export async function logInThroughWindow(page: Page, username: string, password: string): Promise<void> {
  const dialog = await logInFromHeader(page, username, password);
  try {
    await expect(dialog).toHaveCount(0, { timeout: 15_000 });
  } catch (error) {
    const shown = await dialog.textContent().catch(() => '(the window could not be read)');
    throw new Error(`The login window stayed open, showing: ${shown}`, { cause: error });
  }
}

/**
 * Opens `path` on a first visit, logged in: the session comes from an API login, as a test about a
 * later screen needs no login window (the login specs go through it). The page under test is the
 * first one loaded: a load of the home page on the way costs seconds of a software-rendering browser.
 */
export async function logInAt(
  page: Page,
  baseURL: string | undefined,
  username: string,
  password: string,
  path: string,
): Promise<void> {
  await logInByApi(page, baseURL, username, password);
  await page.goto(path);
  // The header names the member once the site has read the session: slow on a loaded machine, where
  // CI's browser run shares two cores with the unit suites (15 s was seen to miss by a few seconds, the
  // name then shown).
  await expect(page.getByTestId('member-name')).toContainText(username, { timeout: 30_000 });
}

/** Opens the home page on a first visit, logged in (see logInAt). */
export async function logInAtHome(
  page: Page,
  baseURL: string | undefined,
  username: string,
  password: string,
): Promise<void> {
  await logInAt(page, baseURL, username, password, '/index');
}

/**
 * Opens a member through the API with a name free in every run (the demo brand's rule: a letter
 * first, 6 to 16 letters and digits) and a fixed password; answers both.
 */
export async function registeredMember(
  page: Page,
  baseURL: string | undefined,
  prefix: string,
): Promise<{ username: string; password: string }> {
  // Random letters and digits fill the name to 16: a clock's digits, cut to fit, repeat within a
  // second or two, when two workers open members with one prefix.
  const fill = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    (byte % 36).toString(36),
  ).join('');
  const username = `${prefix}${fill}`.slice(0, 16);
  const password = 'Lotus-2026!';
  await registerMember(page, baseURL, username, password);
  return { username, password };
}
