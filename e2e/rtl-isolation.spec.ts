import { expect, type Locator, test } from '@playwright/test';
import { E2E_LOTTERY } from './fixtures/lottery.ts';
import { apiOpenDownline, apiReplacePassword, openTopAgent } from './pages/agent-centre.ts';
import { playHouseSlotThroughApi } from './pages/house-slot.ts';
import { lookAt } from './pages/look.ts';
import { registeredMember } from './pages/member-login.ts';
import { logInByApi, startSession } from './pages/member-session.ts';
import { creditMember } from './pages/staff-credit.ts';

const SHOTS = 'test-results/rtl-isolation';
const LRI = '\u2066';
const PDI = '\u2069';

/** How the browser lays the element's text out: its direction and whether it is isolated. */
function bidiOf(element: Locator) {
  return element.evaluate((node) => {
    type Styles = { getComputedStyle: (of: unknown) => { direction: string; unicodeBidi: string } };
    const style = (globalThis as unknown as Styles).getComputedStyle(node);
    return { direction: style.direction, unicodeBidi: style.unicodeBidi };
  });
}

test('in Arabic a draw period, an amount and a game name keep their own order', async ({ page, baseURL }) => {
  const { username, password } = await registeredMember(page, baseURL, 'rtlbidi');
  await page.addInitScript(() => localStorage.setItem('lang', 'AR'));
  await logInByApi(page, baseURL, username, password);

  await page.goto(`/lottery?gameCode=${E2E_LOTTERY.gameCode}&playType=fixed-position`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const heading = page.getByRole('heading', { level: 1, name: E2E_LOTTERY.name });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  // The name from content is isolated in its own (first letter's) direction: the apostrophe ending
  // "Time Lottery 1'" stays at its end instead of moving to the Arabic side.
  const name = heading.locator('bdi');
  await expect(name).toHaveAttribute('dir', 'auto');
  expect(await bidiOf(name)).toEqual({ direction: 'ltr', unicodeBidi: 'isolate' });

  // The period inside the translated sentence is a left-to-right isolate: "20261128-0392", never
  // "0392-20261128".
  const periodLine = page
    .locator('header p')
    .filter({ hasText: /\d{6,}/ })
    .first();
  await expect(periodLine).toContainText(new RegExp(`${LRI}\\d+-\\d+${PDI}`));
  await lookAt(page, `${SHOTS}/lottery-ar.png`);

  await page.goto('/member?page=transferFund');
  const sum = page.getByTestId('wallet-sum');
  await expect(sum).toBeVisible({ timeout: 15_000 });
  // The amount is isolated left to right: "US$ 0.00" (or its Arabic form) keeps currency and number in order.
  await expect(sum).toHaveText(new RegExp(`^${LRI}.*0[.,٫]00.*${PDI}$`));
  await lookAt(page, `${SHOTS}/wallet-ar.png`);
});

test('in Arabic the winners board and team betting isolate each game name', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36).slice(-6);
  const [agent, player, password] = [`rtlag${stamp}`, `rtlpl${stamp}`, 'Rtl-Pass-42'];
  const agentToken = await apiReplacePassword(
    request,
    baseURL,
    agent,
    await openTopAgent(request, agent),
    password,
  );
  const { token: playerToken } = await apiOpenDownline(request, baseURL, {
    token: agentToken,
    account: player,
    kind: 'member',
    password,
  });
  await creditMember(request, player, '200.00');
  // The board lists rounds that paid more than their stake: spin, twenty at a time, until one has.
  await expect
    .poll(
      async () => {
        const rounds = await playHouseSlotThroughApi(request, playerToken, Array(20).fill('1.00'));
        return rounds.some(({ stake, win }) => win > stake);
      },
      { timeout: 60_000, intervals: [0] },
    )
    .toBe(true);
  // A round reaches the board when it closes, which may come a moment after its answer.
  await expect
    .poll(async () => {
      const board = await request.get('/lgw/games/winners', { headers: { Merchant: 'demo' } });
      return ((await board.json()) as { value: unknown[] }).value.length;
    })
    .toBeGreaterThan(0);
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'AR');
    sessionStorage.setItem('noticePopupSeen', '1');
  });

  // A game name from content sits between the masked player and the prize: isolated in its own
  // direction, "Lotus Fortune" stays whole instead of trading places with the Arabic around it.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const board = page.locator('section[aria-labelledby="winners-title"]');
  const winnerGame = board.locator('li bdi[dir="auto"]').first();
  await expect(winnerGame).not.toBeEmpty({ timeout: 15_000 });
  expect((await bidiOf(winnerGame)).unicodeBidi).toBe('isolate');
  await expect(board.locator('li bdi[dir="ltr"]').first()).not.toBeEmpty();
  await lookAt(board, `${SHOTS}/winners-ar.png`);

  await startSession(page, agentToken);
  await page.goto('/agent?page=personalHistoryCopy');
  const betGame = page.locator('tbody td bdi[dir="auto"]').first();
  await expect(betGame).not.toBeEmpty({ timeout: 20_000 });
  expect((await bidiOf(betGame)).unicodeBidi).toBe('isolate');
  await lookAt(page, `${SHOTS}/team-betting-ar.png`);
});
