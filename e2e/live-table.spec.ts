import { expect, type FrameLocator, type Page, test } from '@playwright/test';
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
  const phaseOf = (game: FrameLocator) => game.locator('body').getAttribute('data-round');

  for (let played = 0; played < 2; played += 1) {
    // A window both members are at, with time left to bet in (the test's pace: 5 s to bet).
    let round = '';
    await expect(async () => {
      const [first, second] = await Promise.all(members.map(({ game }) => phaseOf(game)));
      const seconds = Number(await members[0]?.game.locator('#seconds').textContent());
      expect(first).toMatch(/:betting$/);
      expect(second).toBe(first);
      expect(seconds).toBeGreaterThanOrEqual(3);
      round = (first ?? '').replace(':betting', '');
    }).toPass({ timeout: 30_000, intervals: [100] });

    await Promise.all(
      members.map(async ({ game, spot }) => {
        await game.getByRole('radio', { name: '1.00' }).click();
        await game.getByRole('button', { name: new RegExp(`^${spot}`) }).click();
        await expect(game.locator('#message')).toContainText('Your bets this round: 1.00');
      }),
    );

    // One result, pushed to both: each page names the round's result until the next one's.
    const results = await Promise.all(
      members.map(async ({ game }) => {
        await expect(game.locator('body')).toHaveAttribute('data-result', new RegExp(`^${round}:`), {
          timeout: 15_000,
        });
        return game.locator('body').getAttribute('data-result');
      }),
    );
    expect(results[1]).toBe(results[0]);
    const winner = (results[0] ?? '').replace(`${round}:`, '').split(' · ')[0] ?? '';
    expect(Object.keys(RETURNS)).toContain(winner);

    // Each member's round settles by its own bet: the stake left, the return came back.
    for (const member of members) {
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
});
