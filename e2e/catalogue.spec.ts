import { expect, test } from '@playwright/test';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { logInAt, registeredMember } from './pages/member-login.ts';

test('a VASSALAGE game opens the game popup, whose games launch', async ({ page, baseURL }) => {
  const { username, password } = await registeredMember(page, baseURL, 'vass');
  await logInAt(page, baseURL, username, password, '/rng?page=LUCKY_REELS');
  await page.getByRole('button', { name: 'Show the games of Classic Reels' }).click();
  const popup = page.getByRole('dialog', { name: 'Classic Reels' });
  await expect(popup).toBeVisible();
  const games = popup.getByRole('button', { name: /^Play / });
  await expect(games).toHaveCount(4);
  await expect(games.first()).toHaveAccessibleName('Play Cherry Seven');
  // A listed-only vendor's game: the launch answers game.maintenance and the site suggests others.
  await games.first().click();
  await expect(page).toHaveURL(/\/game\?maintenance=LUCKY_REELS$/);
});

test('the slot filter asks the server for minimum bet 0.1 and 25 or more lines', async ({ page }) => {
  await prepareFirstVisit(page);
  await page.goto('/rng');
  const tiles = page.getByRole('button', { name: /^Play / });
  await expect(tiles.first()).toBeVisible();
  const before = await tiles.count();
  const asked = page.waitForRequest(
    (request) =>
      request.url().includes('/lgw/games/list') &&
      request.url().includes('maxMinBet=0.1') &&
      request.url().includes('minLines=25'),
  );
  await page.getByRole('button', { name: 'Slots: minimum bet 0.1, 25 or more lines' }).click();
  await asked;
  await expect(
    page.getByRole('button', { name: 'Slots: minimum bet 0.1, 25 or more lines' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Play Lotus Fortune' })).toBeVisible();
  await expect.poll(() => tiles.count()).toBeLessThan(before);
});

test('the home page shows hot, popular and category lanes, the further offerings among them', async ({
  page,
}) => {
  await prepareFirstVisit(page);
  await page.goto('/index');
  const hot = page.getByRole('list', { name: 'Hot games' });
  // The lanes' code comes after the page's first paint.
  await expect(hot.getByRole('button', { name: 'Play Lotus Fortune' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'Popular games' }).getByRole('button').first()).toBeVisible();
  // A category's lane asks for its games when the visitor scrolls near it.
  await page.getByRole('heading', { name: 'Crash', exact: true }).scrollIntoViewIfNeeded();
  const crash = page.getByRole('list', { name: 'Crash', exact: true });
  await expect(crash.getByRole('button', { name: 'Play Rocket Crash' })).toBeVisible();
  await page.getByRole('link', { name: 'See all: Crash' }).click();
  await expect(page).toHaveURL(/\/crash$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crash' })).toBeVisible();
});

test('the card games lobby lists rooms; a guest joining one is asked to log in', async ({ page }) => {
  await prepareFirstVisit(page);
  await page.goto('/pvp');
  const rooms = page.getByRole('region', { name: 'Rooms' });
  await expect(rooms.getByText('Min bet $1.00').first()).toBeVisible();
  await rooms
    .getByRole('button', { name: /^Join Novice at / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
