import { expect, test } from '@playwright/test';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { spinHouseSlot } from './pages/house-slot.ts';
import { logInAt, registeredMember } from './pages/member-login.ts';
import { creditMember } from './pages/staff-credit.ts';

test('a guest choosing a game is asked to log in', async ({ page }) => {
  await prepareFirstVisit(page);
  await page.goto('/rng?page=LOTUS_ORIGINALS');
  await page.getByRole('button', { name: 'Play Lotus Fortune' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/rng/);
  // Keeping a favourite also needs an account.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add Lotus Fortune to favourites' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a member keeps a game among the favourites, which the lobby filters and remembers', async ({
  page,
  baseURL,
}) => {
  const { username, password } = await registeredMember(page, baseURL, 'fav');
  await logInAt(page, baseURL, username, password, '/rng');
  const heart = page.getByRole('button', { name: 'Add Baccarat to favourites' });
  await heart.click();
  await expect(page.getByRole('button', { name: 'Remove Baccarat from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Favourites', exact: true }).click();
  const tiles = page.getByRole('button', { name: /^Play / });
  await expect(tiles).toHaveCount(1);
  await expect(tiles).toHaveAccessibleName('Play Baccarat');

  // The search narrows the whole lobby by name.
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search games' }).fill('lotus');
  await expect(tiles).toHaveCount(1);
  await expect(tiles).toHaveAccessibleName('Play Lotus Fortune');

  await page.reload();
  await page.getByRole('button', { name: 'Favourites', exact: true }).click();
  await expect(tiles).toHaveAccessibleName('Play Baccarat');
  await page.getByRole('button', { name: 'Remove Baccarat from favourites' }).click();
  await expect(page.getByText('No favourites yet. Tap the heart on a game to keep it here.')).toBeVisible();
});

test('a member launches the slot, spins, and sees the balance change in the header while playing and after closing it', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { username, password } = await registeredMember(page, baseURL, 'slot');
  await creditMember(request, username, '50.00');

  await logInAt(page, baseURL, username, password, '/rng?page=LOTUS_ORIGINALS');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(/^Balance\$50\.00/);
  await page.getByRole('button', { name: 'Play Lotus Fortune' }).click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('heading', { name: 'Lotus Fortune' })).toBeVisible();
  // The stake leaves the wallet, and whatever the spin won comes back to it.
  const { won, after: amount } = await spinHouseSlot(game, 50);
  // The header follows the round while the game is still open: the game says a round was played.
  const shown = new RegExp(`^Balance\\$${amount.replace('.', '\\.')}`);
  await expect(balance).toHaveText(shown);

  // A phone held sideways (844 × 390): the game fills the screen under its close bar, with no page
  // scroll to hide the game's own top bar.
  await page.setViewportSize({ width: 844, height: 390 });
  await expect(game.getByRole('heading', { name: 'Lotus Fortune' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Close game' })).toBeInViewport();
  const pageHeight = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollHeight: number } } }).document
        .documentElement.scrollHeight,
  );
  expect(pageHeight).toBeLessThanOrEqual(390);
  const frameBox = await page.locator('iframe').boundingBox();
  expect(frameBox?.height).toBeGreaterThan(340);

  await page.getByRole('button', { name: 'Close game' }).click();
  await expect(page).toHaveURL(/\/rng/);
  await expect(balance).toHaveText(shown);

  // The round is in the betting record, and in the profit and loss.
  await page.goto('/member?page=personalHistoryCopy');
  const bets = page.getByRole('list', { name: 'Betting record' });
  await expect(bets.getByRole('listitem')).toHaveCount(1);
  await expect(bets.getByRole('listitem')).toContainText('Lotus Fortune');
  await expect(bets.getByRole('listitem')).toContainText('Stake $2.00');
  await expect(bets.getByRole('listitem')).toContainText(`Won $${won.toFixed(2)}`);
});

test('a vendor on a transfer wallet plays only the money moved into its wallet', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { username, password } = await registeredMember(page, baseURL, 'club');
  await creditMember(request, username, '100.00');
  await logInAt(page, baseURL, username, password, '/member?page=transferFund');
  const form = page.getByRole('form', { name: 'Transfer' });
  const to = form.getByRole('combobox', { name: 'To' });
  const club = to.getByRole('option', { name: /^Lotus Club · / });
  await to.selectOption((await club.getAttribute('value')) ?? '');
  await form.getByRole('textbox', { name: 'Amount' }).fill('30');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('Transferred $30.00.')).toBeVisible();
  const wallets = page.getByRole('list', { name: 'Wallets' });
  const clubWallet = wallets.getByRole('listitem').filter({ hasText: 'Lotus Club' });
  const main = wallets.getByRole('listitem').filter({ hasText: 'Main wallet' });
  await expect(clubWallet).toContainText('$30.00');
  await expect(main).toContainText('$70.00');

  // The game shows, and stakes, the vendor's wallet: not the main wallet's 70.
  await page.goto('/arcade');
  await page.getByRole('button', { name: 'Play Lotus Fortune' }).click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe');
  const { after: amount } = await spinHouseSlot(game, 30);
  await page.getByRole('button', { name: 'Close game' }).click();

  await page.goto('/member?page=transferFund');
  await expect(clubWallet).toContainText(`$${amount}`);
  await expect(main).toContainText('$70.00');
  await expect(page.getByTestId('wallet-sum')).toHaveText(`$${(70 + Number(amount)).toFixed(2)}`);
});
