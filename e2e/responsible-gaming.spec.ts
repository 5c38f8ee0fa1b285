import { expect, test } from '@playwright/test';
import { E2E_RISK } from './fixtures/operator.ts';
import { spinHouseSlot } from './pages/house-slot.ts';
import { logInAt, logInAtHome, registeredMember } from './pages/member-login.ts';
import { creditMember } from './pages/staff-credit.ts';

test('a member sets a daily deposit limit, lowers it at once, and a raise waits for its confirmation', async ({
  page,
  baseURL,
}) => {
  const { username, password } = await registeredMember(page, baseURL, 'limits');
  await logInAtHome(page, baseURL, username, password);
  await page.getByTestId('member-name').click();
  await page
    .getByRole('navigation', { name: 'Personal center menu' })
    .getByRole('link', { name: 'Responsible gaming' })
    .click();
  await expect(page).toHaveURL(/\/member\/responsible-gaming$/);
  await expect(page.getByText('You have not set any limits.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Set a limit' });
  const row = page.locator('[data-limit="deposit-day"]');
  const save = async (amount: string) => {
    await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
    await form.getByRole('button', { name: 'Save limit' }).click();
  };
  await save('100');
  await expect(row).toContainText('$100.00');
  await expect(row).toContainText('Used $0.00');

  await save('50');
  await expect(row).toContainText('$50.00');
  await expect(row.getByRole('status')).toHaveCount(0);

  await save('500');
  // The lower limit holds while the raise waits its 24 hours; it cannot be confirmed yet.
  await expect(row).toContainText('$50.00');
  await expect(row.getByRole('status')).toContainText('A raise to $500.00 is waiting');
  await expect(row.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await row.getByRole('button', { name: 'Cancel change' }).click();
  await expect(row.getByRole('status')).toHaveCount(0);
  await expect(row).toContainText('$50.00');
});

test('staff ask for a reality check during a house game: the game pauses, the site shows the check, continuing plays on', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { username, password } = await registeredMember(page, baseURL, 'askreality');
  await creditMember(request, username, '20.00');
  await logInAt(page, baseURL, username, password, '/rng?page=LOTUS_ORIGINALS');
  await page.getByRole('button', { name: 'Play Lotus Fortune' }).click();
  const game = page.frameLocator('iframe');
  const { after } = await spinHouseSlot(game, 20);

  // Risk staff ask from Player 360 (its button is the console spec's); here through the same call.
  const staff = { Authorization: E2E_RISK.token };
  const found = await request.get('/ops/players', {
    headers: staff,
    params: { merchant: 'demo', field: 'account', q: username },
  });
  const { value } = (await found.json()) as { value: { players: { id: string }[] } };
  const asked = await request.post('/ops/players/reality-check/ask', {
    headers: staff,
    data: { merchant: 'demo', memberId: value.players[0]?.id, reason: 'Long session, checking in' },
  });
  expect(asked.ok()).toBe(true);

  // The next spin meets the check: the game pauses and says why, and the site shows it at once.
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.locator('#message')).toHaveText(/^Play is paused: answer the reality check/);
  await expect(game.locator('#balance')).toHaveText(`${after} USD`);
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toContainText('You have been playing for 1 min this session.');
  await expect(check).toContainText(/Staked this session\s*\$2\.00/);
  await expect(check).toContainText(/(Won|Lost) this session/);
  await expect(check.getByRole('link', { name: 'Betting history' })).toBeVisible();
  await expect(check.getByRole('link', { name: 'My limits' })).toBeVisible();

  // The answer is the server's: play goes on once it says no check is due (the stakes' gate reads the same row).
  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/wps/member/protection/reality-check/continue'),
  );
  await check.getByRole('button', { name: 'Continue' }).click();
  const answer = await answered;
  expect(answer.ok()).toBe(true);
  expect(((await answer.json()) as { value: { due: boolean } }).value.due).toBe(false);
  await expect(check).toHaveCount(0);
  await spinHouseSlot(game, Number(after));
});
