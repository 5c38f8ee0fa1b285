import { expect, test } from '@playwright/test';
import { logInAt, registeredMember } from './pages/member-login.ts';

/** The book's session page, on its own origin: where its launch sends the player, in their theme. */
const BOOK_PAGE = /^http:\/\/127\.0\.0\.1:\d+\/book\/[0-9a-f]{32}\?theme=light$/;

test("a member opens the sportsbook from the sports page and lands on the book, in the site's theme they chose", async ({
  page,
  baseURL,
}) => {
  // The member chose the light theme on the site (the toggle keeps it so); the device says dark.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  const { username, password } = await registeredMember(page, baseURL, 'punter');
  await logInAt(page, baseURL, username, password, '/sport');
  await expect(page.getByRole('heading', { level: 2, name: 'Lotus Sportsbook' })).toBeVisible();

  // The book answers its launch with a session and a 303 to that session's page, framed by /game.
  const landed = page.waitForRequest(BOOK_PAGE);
  await page.getByRole('button', { name: 'Play Sportsbook' }).click();
  await expect(page).toHaveURL(/\/game$/);
  const bookPage = await landed;
  const launch = bookPage.redirectedFrom();
  expect(launch).not.toBeNull();
  const launchUrl = new URL(launch?.url() ?? '');
  expect(launchUrl.origin).toBe(new URL(bookPage.url()).origin);
  expect(launchUrl.pathname).toBe('/play');
  expect(launchUrl.searchParams.get('game')).toBe('SPORTSBOOK_SPORTS');
  expect(launchUrl.searchParams.get('mode')).toBe('real');
  expect(launchUrl.searchParams.get('theme')).toBe('light');
  expect((await launch?.response())?.status()).toBe(303);
  await expect(page.locator('iframe')).toHaveAttribute('src', launchUrl.href);
  await expect(page.frameLocator('iframe').locator('html')).toHaveAttribute('data-theme', 'light');
});
