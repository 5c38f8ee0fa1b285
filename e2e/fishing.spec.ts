import { expect, test } from '@playwright/test';
import { expectLedgerHealthy } from './pages/ledger-check.ts';
import { logInAt, registeredMember } from './pages/member-login.ts';
import { creditMember } from './pages/staff-credit.ts';

test('a member opens the fishing game from /fish and shoots until a catch pays: the wallet holds the stakes less the wins', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { username, password } = await registeredMember(page, baseURL, 'fish');
  await creditMember(request, username, '20.00');
  await logInAt(page, baseURL, username, password, '/fish?page=LOTUS_ORIGINALS');
  await page.getByRole('button', { name: 'Play Dragon Reef' }).click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('heading', { name: 'Dragon Reef' })).toBeVisible();
  await expect(game.locator('#balance')).toHaveText('20.00 USD');
  await expect(game.getByRole('button', { name: 'Aim at: Clownfish' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const message = game.locator('#message');
  await expect(message).toBeEmpty();

  // The cannon's least stake, 0.10, at the nearest clownfish (caught with chance 0.48) until one pays.
  const fire = game.getByRole('button', { name: 'Fire' });
  let cents = 20_00;
  let won = 0;
  for (let shot = 0; shot < 30 && won === 0; shot += 1) {
    await expect(fire).toBeEnabled();
    await fire.click();
    await expect(message).toHaveText(/got away|caught|reach|swum away/);
    const said = (await message.textContent()) ?? '';
    // No clownfish near enough, or it swam off: no shot was staked.
    if (/reach|swum away/.test(said)) {
      await page.waitForTimeout(500);
      continue;
    }
    won = Math.round(Number(/you win ([\d.]+) USD/.exec(said)?.[1] ?? 0) * 100);
    cents += won - 10;
    await expect(game.locator('#balance')).toHaveText(`${(cents / 100).toFixed(2)} USD`);
  }
  expect(won).toBe(20);
  // The site's header follows the game's rounds.
  await expect(page.getByTestId('header-balance')).toHaveText(
    new RegExp(`^Balance\\$${(cents / 100).toFixed(2).replace('.', '\\.')}`),
  );

  await expectLedgerHealthy(request);
});
