import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { registeredMember } from './pages/member-login.ts';
import { openBook, pickAgain, pickAhead } from './pages/sportsbook.ts';
import { creditMember } from './pages/staff-credit.ts';

const cents = (text: string | null) => {
  const amount = /([\d,]+\.\d{2})/.exec(text ?? '')?.[1];
  if (!amount) throw new Error(`No amount in "${text}"`);
  return BigInt(amount.replace(/[,.]/g, ''));
};

/** The member's main wallet on the platform, read with the session the site holds. */
async function mainBalance(page: Page): Promise<bigint> {
  const balance = await page.evaluate(async () => {
    const answer = await fetch('/wps/v2/wallets/balance', {
      headers: { Authorization: sessionStorage.getItem('token') ?? '', Merchant: 'demo' },
    });
    const body = (await answer.json()) as { value: { wallets: { wallet: string; balance: string }[] } };
    return body.value.wallets.find(({ wallet }) => wallet === 'main')?.balance ?? '';
  });
  return cents(balance);
}

async function place(book: FrameLocator, balanceAfter: string) {
  const slip = book.locator('aside');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByText(`Bet placed. Balance ${balanceAfter} USD`)).toBeVisible();
  await expect(slip.locator('[data-slip-selection]')).toHaveCount(0);
}

// The journey on the simulated events, which the harness runs at 20 times their pace: a
// Trixie and a three-leg accumulator on a football match, an e-sports match and a cockfight, a single
// cashed out before its match starts, and the two multiples settled by the book through the wallet,
// each paid what its card says, the member's wallet moved by exactly the stakes, the cash-out and the
// returns.
test('a member bets a Trixie, an accumulator and a single, cashes out the single and sees the rest settle', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { username, password } = await registeredMember(page, baseURL, 'journey');
  await creditMember(request, username, '100.00', `e2e-journey-${username}`);
  const book = await openBook(page, baseURL, username, password);
  const slip = book.locator('aside');

  // The Trixie: three doubles and a treble at 1.00 each.
  const legs: { sport: string; selection: string }[] = [];
  for (const sport of ['Football', 'E-sports', 'Cockfighting'])
    legs.push({ sport, selection: await pickAhead(book, sport, 10_000) });
  await slip.getByRole('tab', { name: 'System' }).click();
  await slip.getByRole('combobox', { name: 'System form' }).selectOption({ label: 'Trixie · 4 bets' });
  await slip.getByRole('textbox', { name: 'Stake per bet' }).fill('1.00');
  await expect(slip.getByTestId('total-stake')).toContainText('4.00');
  await place(book, '96.00');

  // The accumulator on the same three selections, picked again from the board.
  for (const { sport, selection } of legs) await pickAgain(book, sport, selection);
  await expect(slip.getByRole('tab', { name: 'Accumulator' })).toHaveAttribute('aria-selected', 'true');
  await slip.getByRole('textbox').fill('1.00');
  await place(book, '95.00');

  // The single, on the football match, cashed out before the match starts.
  const [football] = legs;
  if (!football) throw new Error('no football leg');
  await pickAgain(book, football.sport, football.selection);
  await slip.getByRole('textbox').fill('2.00');
  await place(book, '93.00');

  await book.getByRole('button', { name: 'My bets' }).click();
  const single = book.locator('[data-bet]').filter({ has: book.getByRole('heading', { name: 'Single' }) });
  const offer = single.getByRole('button', { name: /^Cash out [\d.]+ USD$/ });
  await expect(offer).toBeVisible({ timeout: 15_000 });
  await offer.click();
  await expect(single.getByText(/^Cash out [\d.]+ USD\?$/)).toBeVisible();
  await single.getByRole('button', { name: /^Cash out [\d.]+ USD$/ }).click();
  await expect(single.getByText('Cashed out', { exact: true })).toBeVisible();
  const cashOut = cents(await single.getByText(/^Paid [\d,.]+ USD$/).textContent());
  // A fair offer for a bet just placed: its stake less the margin, nothing from nowhere.
  expect(cashOut).toBeGreaterThan(0n);
  expect(cashOut).toBeLessThanOrEqual(2_00n);

  // The football match starts within half a minute and plays in thirty seconds; the book settles each
  // multiple once all three of its legs are graded, and pays it through the wallet.
  let returns = 0n;
  for (const title of ['System Trixie', 'Accumulator (3)']) {
    const card = book.locator('[data-bet]').filter({ has: book.getByRole('heading', { name: title }) });
    // The card's badge (each leg shows its own outcome beside it).
    const status = card.locator('h3 + span');
    await expect(status).toHaveText(/^(Won|Lost|Void)$/, { timeout: 120_000 });
    if ((await status.textContent()) !== 'Lost')
      returns += cents(await card.getByText(/^Paid [\d,.]+ USD$/).textContent());
    // Every leg shows how it fared.
    await expect(
      card.locator('li').getByText(/^(Won|Lost|Void|Push|Half won|Half lost|Dead heat)$/),
    ).toHaveCount(3);
  }
  await expect.poll(() => mainBalance(page)).toBe(100_00n - 7_00n + cashOut + returns);
});
