import { expect, test } from '@playwright/test';
import { expectLedgerHealthy } from './pages/ledger-check.ts';
import { logInAt, registeredMember } from './pages/member-login.ts';
import { creditMember } from './pages/staff-credit.ts';

/** The house vendor's roll wins the top jackpot for rounds under this client seed (playwright.config.ts). */
const JACKPOT_WIN_SEED = 'e2e-jackpot';
const SEED_AMOUNT = '$5,000.00';

const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('a forced jackpot win pays the pool to the member, reseeds it and lists the winner', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { username, password } = await registeredMember(page, baseURL, 'jackpot');
  await creditMember(request, username, '50.00');
  await logInAt(page, baseURL, username, password, '/rng?page=LOTUS_ORIGINALS');
  await page.getByRole('button', { name: 'Play Lotus Fortune' }).click();
  await expect(page).toHaveURL(/\/game$/);

  // The pool shows over the slot; the spin's own share (0.5 % of 2.00) joins it before it pays.
  const ticker = page.getByTestId('ticker-LOTUS_GRAND');
  await expect(ticker).toContainText('Lotus Grand');
  const pool = dollars(await ticker.locator('span').last().textContent());
  expect(pool).toBeGreaterThanOrEqual(5000);

  const game = page.frameLocator('iframe');
  await game.getByText('Provably fair').click();
  await game.getByRole('textbox', { name: 'Your client seed' }).fill(JACKPOT_WIN_SEED);
  const rotated = page.waitForResponse((response) => response.url().endsWith('/seed') && response.ok());
  await game.getByRole('button', { name: 'Reveal seed and start a new one' }).click();
  await rotated;
  await game.getByRole('textbox', { name: 'Stake' }).fill('2.00');
  await game.getByRole('button', { name: 'Spin' }).click();
  const message = game.locator('#message');
  await expect(message).toHaveText(/You win|No win this time/);
  const won = Number(/You win ([\d.]+) USD/.exec((await message.textContent()) ?? '')?.[1] ?? 0);
  const paid = pool + 0.01;
  await expect(game.locator('#balance')).toHaveText(`${(50 - 2 + won + paid).toFixed(2)} USD`);
  // Reseeded from the house: the ticker polls every few seconds.
  await expect(ticker).toContainText(SEED_AMOUNT, { timeout: 15_000 });

  await page.getByRole('button', { name: 'Close game' }).click();
  await page.goto('/jackpot');
  await expect(page.getByTestId('jackpot-LOTUS_GRAND')).toContainText(SEED_AMOUNT);
  const winners = page.getByRole('list', { name: 'Jackpot winners' });
  const masked = `${username.slice(0, 2)}***${username.slice(-1)}`;
  await expect(winners.getByRole('listitem').first()).toContainText(`${masked} · Lotus Grand`);
  await expect(winners.getByRole('listitem').first()).toContainText(
    `$${paid.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  // The pool paid out and its reseed from the house are ledger transfers like any other (I7).
  await expectLedgerHealthy(request);
});
