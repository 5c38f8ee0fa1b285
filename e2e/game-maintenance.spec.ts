import { expect, test } from '@playwright/test';
import { blockingViolations } from './pages/axe.ts';
import { GameMaintenancePage, LobbyPage } from './pages/game-maintenance.ts';
import { prepareVisit } from './pages/site-visit.ts';

test.describe('a game in maintenance suggests other popular games', () => {
  test.beforeEach(async ({ page }) => {
    await prepareVisit(page);
  });

  test('choosing Fish King in the fishing lobby names it and suggests 20 games of other vendors', async ({
    page,
  }) => {
    const lobby = new LobbyPage(page);
    await lobby.open('/fish');
    await lobby.play('Fish King');
    await expect(page).toHaveURL(/\/game\?maintenance=FISH_KING$/);

    const maintenance = new GameMaintenancePage(page);
    await expect(maintenance.heading).toHaveText('Fish King is under maintenance');
    await expect(page).toHaveTitle(/^Fish King is under maintenance/);
    await expect(maintenance.tiles).toHaveCount(20);
    await expect(maintenance.tileOf('Fish King')).toHaveCount(0);
    await expect(maintenance.tileOf('Lotus Live').first().getByText('Hot')).toBeVisible();

    await maintenance.tileOf('Lucky Reels').first().click();
    await expect(page).toHaveURL(/\/rng\?page=LUCKY_REELS$/);
    await expect(lobby.provider('Lucky Reels')).toHaveAttribute('aria-current', 'true');
  });

  test('a tile leads to its category lobby and the button home to the home page', async ({ page }) => {
    const maintenance = new GameMaintenancePage(page);
    await maintenance.open('FISH_KING');
    await maintenance.tileOf('Arena Sports').first().click();
    await expect(page).toHaveURL(/\/sports$/);

    await page.goBack();
    await maintenance.homeButton.click();
    await expect(page).toHaveURL(/\/index$/);
  });

  test("texts follow the visitor's language", async ({ page }) => {
    await prepareVisit(page, { language: 'VI' });
    const maintenance = new GameMaintenancePage(page);
    await page.goto('/game?maintenance=FISH_KING');
    await expect(maintenance.heading).toHaveText('Fish King đang bảo trì');
    await expect(page.getByRole('heading', { name: 'Trò chơi phổ biến để chơi thay thế' })).toBeVisible();
  });

  test('without a vendor in maintenance /game stays the game page', async ({ page }) => {
    await page.goto('/game');
    // No game was launched in this tab: the page says so and leads home.
    await expect(page.getByText('No game is open. Choose one from a lobby.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/index');
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('tiles sit two to a row and nothing scrolls sideways', async ({ page }) => {
    await prepareVisit(page);
    const maintenance = new GameMaintenancePage(page);
    await maintenance.open('FISH_KING');
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBe(360);
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map((index) => maintenance.tiles.nth(index).boundingBox()),
    );
    expect(first?.y).toBe(second?.y);
    expect(third?.y).toBeGreaterThan(first?.y ?? 0);
    expect((await maintenance.homeButton.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  });
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe: the maintenance page has no serious violations (${theme})`, async ({ page }) => {
    await prepareVisit(page, { theme });
    const maintenance = new GameMaintenancePage(page);
    await maintenance.open('FISH_KING');
    await expect(maintenance.heading).toHaveText('Fish King is under maintenance');
    expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
    expect(await blockingViolations(page)).toEqual([]);
  });
}
