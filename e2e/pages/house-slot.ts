import { type APIRequestContext, expect, type FrameLocator } from '@playwright/test';

/**
 * Spins the house slot open in `game` once at 2.00 from a balance of `before`: checks the stake left
 * the balance and the win came back, and answers the win and the balance after, as the page shows them.
 */
export async function spinHouseSlot(
  game: FrameLocator,
  before: number,
): Promise<{ won: number; after: string }> {
  await expect(game.locator('#balance')).toHaveText(`${before.toFixed(2)} USD`);
  await game.getByRole('textbox', { name: 'Stake' }).fill('2.00');
  await game.getByRole('button', { name: 'Spin' }).click();
  const message = game.locator('#message');
  await expect(message).toHaveText(/You win|No win this time/);
  const won = Number(/You win ([\d.]+) USD/.exec((await message.textContent()) ?? '')?.[1] ?? 0);
  const after = (before - 2 + won).toFixed(2);
  await expect(game.locator('#balance')).toHaveText(`${after} USD`);
  return { won, after };
}

/** A settled round in minor units (the demo brand's currency has two decimals). */
export type PlayedRound = { stake: bigint; win: bigint };

const minorUnits = (amount: string) => BigInt(amount.replace('.', ''));

/**
 * A member plays the house slot through the APIs alone: the site's launch, then the vendor's round
 * calls as its game page makes them, each settled through the platform's game wallet.
 */
export async function playHouseSlotThroughApi(
  request: APIRequestContext,
  token: string,
  stakes: readonly string[],
): Promise<PlayedRound[]> {
  const listed = await request.get('/lgw/games/list', {
    headers: { Merchant: 'demo' },
    params: { vendorCode: 'LOTUS_ORIGINALS', search: 'Lotus Fortune' },
  });
  const { value: list } = (await listed.json()) as { value: { games: { nodeId: string; name: string }[] } };
  const slot = list.games.find((game) => game.name === 'Lotus Fortune');
  expect(slot).toBeDefined();
  const launched = await request.post('/wps/game/launchGame', {
    headers: { Authorization: token, Merchant: 'demo' },
    data: { nodeId: slot?.nodeId, launchMode: 'GLS' },
  });
  const { value: launch } = (await launched.json()) as { value: { game_url: string } };
  const opened = await request.get(launch.game_url, { maxRedirects: 0 });
  expect(opened.status()).toBe(303);
  const session = new URL(opened.headers().location ?? '', launch.game_url);
  const rounds: PlayedRound[] = [];
  for (const stake of stakes) {
    const played = await request.post(
      new URL(`/api/sessions/${session.pathname.split('/').at(-1)}/rounds`, session).href,
      {
        data: { stake, choice: { game: 'slot' } },
      },
    );
    expect(played.ok()).toBe(true);
    const { round } = (await played.json()) as { round: { stake: string; win: string } };
    rounds.push({ stake: minorUnits(round.stake), win: minorUnits(round.win) });
  }
  return rounds;
}
