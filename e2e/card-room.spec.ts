import {
  type APIRequestContext,
  type Browser,
  expect,
  type FrameLocator,
  type Page,
  test,
} from '@playwright/test';
import { expectLedgerHealthy } from './pages/ledger-check.ts';
import { lookAt } from './pages/look.ts';
import { logInAt, registeredMember } from './pages/member-login.ts';
import { creditMember } from './pages/staff-credit.ts';

type Member = { page: Page; game: FrameLocator };

/** A hand's net as the member's history line gives it ("Hand 1: Bull 3, +12.00 (rake 0.60)"), in cents. */
const netOf = (line: string) => {
  const [, sign, amount] = /, ([+−])([\d.]+) \(rake/.exec(line) ?? [];
  return (sign === '−' ? -1 : 1) * Math.round(Number(amount) * 100);
};
const rakeOf = (line: string) => Math.round(Number(/\(rake ([\d.]+)\)/.exec(line)?.[1] ?? 'NaN') * 100);

/**
 * Two new members with 100.00 each open the game from the PVP lobby and sit at its first Novice table
 * with the least buy-in (20 bases of 1.00), the first to sit first.
 */
async function seatTwo(
  {
    browser,
    baseURL,
    request,
  }: { browser: Browser; baseURL: string | undefined; request: APIRequestContext },
  game: string,
  names: [string, string],
): Promise<[Member, Member]> {
  const members: Member[] = [];
  for (const name of names) {
    const page = await (await browser.newContext()).newPage();
    const { username, password } = await registeredMember(page, baseURL, name);
    await creditMember(request, username, '100.00');
    await logInAt(page, baseURL, username, password, '/pvp?page=LOTUS_ORIGINALS');
    await page.getByRole('button', { name: `Join Novice at ${game}` }).click();
    const frame = page.frameLocator('iframe');
    // The site's game page and the vendor's behind it: the first load of both, on a busy machine.
    await expect(frame.getByRole('heading', { name: new RegExp(game) })).toBeVisible({ timeout: 30_000 });
    await expect(frame.locator('#balance')).toHaveText('100.00 USD');
    await frame.getByRole('article', { name: 'Table 1' }).getByRole('button', { name: 'Sit down' }).click();
    await expect(frame.locator('#balance')).toHaveText('80.00 USD');
    members.push({ page, game: frame });
  }
  const [first, second] = members;
  if (!first || !second) throw new Error('two members');
  return [first, second];
}

/**
 * The hand's one result, pushed to both pages alike; then each member reads its history line and
 * leaves: each wallet moved by its hand's net, no more (the pair is short by the rake alone), and the
 * ledger's invariants hold.
 */
async function sameResultThenLeave(members: Member[], request: APIRequestContext, shots: string) {
  const results = await Promise.all(
    members.map(async ({ game }) => {
      await expect(game.locator('body')).toHaveAttribute('data-result', /^1:/);
      await expect(game.locator('.seat .kind')).toHaveCount(2);
      return game.locator('body').getAttribute('data-result');
    }),
  );
  expect(results[1]).toBe(results[0]);
  // The table at the result, as the first member sees it on a desktop (the test's window) and a phone.
  const [first] = members;
  if (first) {
    await lookAt(first.page, `${shots}-result-desktop.png`);
    await first.page.setViewportSize({ width: 390, height: 844 });
    await lookAt(first.game.locator('#table'), `${shots}-result-phone.png`);
  }
  const lines: string[] = [];
  for (const { game } of members) {
    const line = game.locator('#hands li').first();
    await expect(line).toHaveText(/^Hand 1: .+ \(rake [\d.]+\)$/);
    lines.push((await line.textContent()) ?? '');
    await game.getByRole('button', { name: 'Leave the table' }).click();
    await expect(game.getByRole('heading', { name: 'Choose a table' })).toBeVisible();
  }
  const rake = lines.reduce((sum, line) => sum + rakeOf(line), 0);
  expect(lines.reduce((sum, line) => sum + netOf(line), 0)).toBe(-rake);
  for (const [index, { page }] of members.entries()) {
    const cents = 100_00 + netOf(lines[index] ?? '');
    await expect(page.getByTestId('header-balance')).toHaveText(
      new RegExp(`^Balance\\$${(cents / 100).toFixed(2).replace('.', '\\.')}`),
    );
  }
  await expectLedgerHealthy(request);
  // The contexts were the test's own: left open, their tables would run on beside the worker's next tests.
  for (const { page } of members) await page.context().close();
}

test('two members sit at one Niu-Niu table, play a hand, see the same result, and leave with their chips', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const [ann, bob] = await seatTwo({ browser, baseURL, request }, 'Niu-Niu', ['bullann', 'bullbob']);

  // The hand starts with both seated: Ann grabs the bank at ×2, Bob passes, then bets ×1.
  for (const { game } of [ann, bob]) await expect(game.locator('body')).toHaveAttribute('data-phase', 'grab');
  await ann.game.getByRole('button', { name: 'Grab ×2' }).click();
  await bob.game.getByRole('button', { name: 'No grab' }).click();
  await expect(bob.game.locator('body')).toHaveAttribute('data-phase', 'bet');
  await bob.game.getByRole('button', { name: 'Bet ×1' }).click();

  await sameResultThenLeave([ann, bob], request, test.info().outputPath('niuniu'));
});

test('two members sit at one Teen Patti table, play a hand to a show, see the same result, and leave with their chips', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const [ann, bob] = await seatTwo({ browser, baseURL, request }, 'Teen Patti', ['pattiann', 'pattibob']);

  // Both put the boot (1.00) in and are dealt three cards face down. The first hand's dealer button is
  // the first seat, Ann's, so Bob acts first: he looks at his cards, then bets the seen stake (2.00).
  for (const { game } of [ann, bob])
    await expect(game.locator('body')).toHaveAttribute('data-phase', 'betting');
  await expect(bob.game.locator('#phase')).toContainText('Pot 2.00');
  await expect(ann.game.locator('#phase')).toContainText('Seat 2 to act');
  await expect(ann.game.locator('.seat.mine .cards .card')).toHaveCount(0);
  await bob.game.getByRole('button', { name: 'See cards' }).click();
  await expect(bob.game.locator('.seat.mine .cards .card')).toHaveCount(3);
  await bob.game.getByRole('button', { name: 'Chaal 2.00' }).click();
  // Ann, still blind, asks for the show at the blind stake: both hands meet.
  await expect(ann.game.locator('#phase')).toContainText('Your turn');
  await ann.game.getByRole('button', { name: 'Show 1.00' }).click();

  await sameResultThenLeave([ann, bob], request, test.info().outputPath('teenpatti'));
});
