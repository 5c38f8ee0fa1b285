import { expect, type Page, test } from '@playwright/test';
import { openTopAgent } from './pages/agent-centre.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { ageCheckbox, humanCheckDone } from './pages/human-check.ts';
import { logInFromHeader } from './pages/member-login.ts';

const PHONE = { width: 390, height: 844 };
const header = (page: Page) => page.locator('header').first();

test('a first visit reads the page beside the entry notice, which closes without trapping anyone', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  // No prepareFirstVisit: the entry notice is what this test is about.
  await page.goto('/index');
  const notice = page.getByTestId('entry-popup');
  await expect(notice).toBeVisible();
  // The notice leaves the floating chat button free to tap, on a 390 px and a 360 px phone.
  const chat = page.getByRole('link', { name: 'Chat with us on LINE' });
  await expect(chat).toBeVisible();
  for (const width of [PHONE.width, 360]) {
    await page.setViewportSize({ ...PHONE, width });
    const [card, button] = await Promise.all([notice.boundingBox(), chat.boundingBox()]);
    if (!card || !button) throw new Error('the notice or the chat button is not on the page');
    const overlaps =
      card.x < button.x + button.width &&
      button.x < card.x + card.width &&
      card.y < button.y + button.height &&
      button.y < card.y + card.height;
    expect(overlaps, `at ${width} px`).toBe(false);
  }
  // Not a modal: the page under it is still there to use, and the focus is where the visitor left it.
  await expect(notice).toHaveAttribute('aria-modal', 'false');
  await expect(page.locator('[aria-modal="true"]')).toHaveCount(0);
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
});

test('a visitor who registers sees who is logged in at once, on a phone too', async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const username = `fh${Date.now().toString(36)}`.slice(0, 16);
  await prepareFirstVisit(page);
  // The member's bar loads after the registration: its place says who is in meanwhile.
  await page.route('**/assets/member-bar*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/register');
  const form = page.locator('form').first();
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret#2026');
  await form.getByRole('textbox', { name: 'Confirm password' }).fill('Secret#2026');
  await ageCheckbox(form).check();
  await humanCheckDone(form);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('member-name-phone')).toHaveText(username);
  await expect(header(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect(page.getByTestId('header-balance')).toHaveText(/\$0\.00/);
});

test('a demo account is told once, with register and log in, where a page needs an official account', async ({
  page,
}) => {
  await prepareFirstVisit(page);
  await page.goto('/index');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Free trial' }).click();
  await expect(page.getByTestId('member-name')).toContainText('Demo account');
  // From 1024 px the bar names who is logged in too, and still ends inside the page.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.getByTestId('member-name')).toBeVisible();
  const signOut = await header(page).getByRole('button', { name: 'Sign out' }).boundingBox();
  expect((signOut?.x ?? 0) + (signOut?.width ?? 0)).toBeLessThanOrEqual(1024);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The lobby's favourites are an official account's: no "try again" that can never work.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Slots', exact: true })
    .click();
  await page.getByRole('button', { name: 'Favourites', exact: true }).click();
  const told = page.getByTestId('official-account-required');
  await expect(told.getByRole('heading', { name: 'An official account is needed' })).toBeVisible();
  await expect(told.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(told.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  // The deposit button says the same.
  await header(page).getByRole('link', { name: 'Deposit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'An official account is needed' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
});

test('an agent held for its first password change meets no failed balance, and its name shows on a phone', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const account = `fha${Date.now().toString(36)}`.slice(0, 14);
  const initial = await openTopAgent(request, account);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(new URL(response.url()).pathname);
  });
  await prepareFirstVisit(page);
  await page.goto('/index');
  const login = await logInFromHeader(page, account, initial);
  await expect(login).toHaveCount(0);
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  await change.getByRole('textbox', { name: 'New password', exact: true }).fill('Agent-Pass-42');
  await change.getByRole('textbox', { name: 'Confirm new password' }).fill('Agent-Pass-42');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toHaveCount(0);
  // The agent's own wallet, once the password is its own: the balance, not an error.
  await expect(page.getByTestId('header-balance')).toHaveText(/\$0\.00/);
  await expect(page.getByTestId('member-name-phone')).toHaveText(account);
  expect(refused).toEqual([]);
});
