import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { expectLedgerHealthy } from './pages/ledger-check.ts';
import { logInAt, registeredMember } from './pages/member-login.ts';
import { creditMember } from './pages/staff-credit.ts';

/** What a 1.00 stake on each spot brings back for each winner (baccarat: a tie gives back player and banker). */
const RETURNS: Record<string, Record<string, number>> = {
  'Banker wins': { Banker: 1.95, Player: 0 },
  'Player wins': { Banker: 0, Player: 2 },
  Tie: { Banker: 1, Player: 1 },
};

test('two members bet on two rounds of the shared baccarat table and see the same results, each paid by them', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const members: { page: Page; game: FrameLocator; spot: 'Banker' | 'Player'; balance: number }[] = [];
  for (const spot of ['Banker', 'Player'] as const) {
    const page = await (await browser.newContext()).newPage();
    const { username, password } = await registeredMember(page, baseURL, `live${spot.toLowerCase()}`);
    await creditMember(request, username, '50.00');
    await logInAt(page, baseURL, username, password, '/live?page=LOTUS_ORIGINALS');
    await page.getByRole('button', { name: 'Play Live Baccarat' }).click();
    const game = page.frameLocator('iframe');
    await expect(game.getByRole('heading', { name: 'Live Baccarat' })).toBeVisible();
    members.push({ page, game, spot, balance: 50 });
  }
  for (let played = 0; played < 2; played += 1) {
    // Both bets go into one round, unless a click came as the window closed and took the next one.
    const betRounds = await Promise.all(members.map(({ game, spot }) => betOne(game, spot)));

    // One result per round, pushed to both pages, each showing it until the next round's.
    const shown = new Map<string, string>();
    for (const round of new Set(betRounds)) {
      const seen = await Promise.all(members.map(({ game }) => resultOf(game, round)));
      expect(seen[1]).toBe(seen[0]);
      shown.set(round, seen[0] ?? '');
    }

    // Each member's round settles by its own bet: the stake left, the return came back.
    for (const [index, member] of members.entries()) {
      const round = betRounds[index] ?? '';
      const winner = (shown.get(round) ?? '').replace(`${round}:`, '').split(' · ')[0] ?? '';
      expect(Object.keys(RETURNS)).toContain(winner);
      const back = RETURNS[winner]?.[member.spot] ?? 0;
      member.balance += back - 1;
      await expect(member.game.locator('#history li').first()).toHaveText(
        `Round ${round}: staked 1.00, won ${back.toFixed(2)}`,
      );
    }
  }

  // The site's wallet moved by exactly the stakes and the returns.
  for (const { page, balance } of members)
    await expect(page.getByTestId('header-balance')).toHaveText(
      new RegExp(`^Balance\\$${balance.toFixed(2).replace('.', '\\.')}`),
    );
  await expectLedgerHealthy(request);
  // The contexts were the test's own: left open, the table would run on beside the worker's next tests.
  for (const { page } of members) await page.context().close();
});

/**
 * Bets 1.00 on `spot` in a betting window with time left, again in the next one if the click came as
 * it closed (the page refuses it, or the table does); answers the round the bet went into.
 */
async function betOne(game: FrameLocator, spot: 'Banker' | 'Player'): Promise<string> {
  const body = game.locator('body');
  const before = await body.getAttribute('data-bets');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await expect(async () => {
      expect(await body.getAttribute('data-round')).toMatch(/:betting$/);
      expect(Number(await game.locator('#seconds').textContent())).toBeGreaterThanOrEqual(2);
    }).toPass({ timeout: 30_000, intervals: [100] });
    await game.getByRole('radio', { name: '1.00' }).click();
    await game.getByRole('button', { name: new RegExp(`^${spot}`) }).click();
    // The click's bet, if the page sent one, is answered before the next attempt could send another.
    await expect(game.locator('.spot.placing')).toHaveCount(0);
    const after = await body.getAttribute('data-bets');
    if (after !== before && after?.endsWith(':1.00')) return after.split(':')[0] ?? '';
    await expect(game.locator('#message')).not.toHaveText(/^Your bets/);
  }
  throw new Error(`no betting window took the bet on ${spot}`);
}

/** The result a page shows for `round` (`round:winner · ...`), waited for. */
async function resultOf(game: FrameLocator, round: string): Promise<string> {
  const body = game.locator('body');
  await expect(body).toHaveAttribute('data-result', new RegExp(`^${round}:`), { timeout: 20_000 });
  return (await body.getAttribute('data-result')) ?? '';
}
