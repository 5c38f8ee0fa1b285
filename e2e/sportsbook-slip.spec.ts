import { expect, test } from '@playwright/test';
import { registeredMember } from './pages/member-login.ts';
import { openBook, pickAhead } from './pages/sportsbook.ts';
import { creditMember } from './pages/staff-credit.ts';

// The book's page inside the site's /game frame (the harness starts the book beside the platform): the
// odds format changes every price, the slip survives a reload, and an accumulator is placed on the
// member's wallet.
test('a member switches the odds format, fills the slip and places an accumulator', async ({
  page,
  request,
  baseURL,
}) => {
  const { username, password } = await registeredMember(page, baseURL, 'slip');
  await creditMember(request, username, '100.00', `e2e-slip-${username}`);
  const book = await openBook(page, baseURL, username, password);

  const prices = book.locator('[data-selection] > span:last-child');
  await expect(prices.first()).toHaveText(/^\d+\.\d{3}$/);
  await book.getByTestId('odds-format').selectOption('american');
  await expect(prices.first()).toHaveText(/^[+-]\d+$/);
  for (const text of await prices.allTextContents()) expect(text).toMatch(/^[+-]\d+$/);
  await book.getByTestId('odds-format').selectOption('decimal');
  await expect(prices.first()).toHaveText(/^\d+\.\d{3}$/);

  // Three events that start well after the bet (the harness runs the simulation at 20 times its pace).
  for (const sport of ['Football', 'E-sports', 'Cockfighting']) await pickAhead(book, sport, 10_000);
  const slip = book.locator('aside');
  await expect(slip.getByRole('tab', { name: 'Accumulator' })).toHaveAttribute('aria-selected', 'true');
  await slip.getByRole('textbox').fill('2.00');
  await expect(slip.getByTestId('total-stake')).toContainText('2.00');
  await expect(slip.getByTestId('potential-return')).toContainText(/\d+\.\d{2}/);

  // The slip is kept per session on the device: a reload of the book's page shows it as it was.
  // Reloaded after the evaluation returns, so the navigation does not cut the call short.
  await book.locator('body').evaluate(() => {
    setTimeout(() => window.location.reload(), 0);
  });
  await expect(slip.locator('[data-slip-selection]')).toHaveCount(3);
  await expect(slip.getByRole('textbox')).toHaveValue('2.00');

  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByText(/^Bet placed\. Balance 98\.00 /)).toBeVisible();
  await expect(slip.locator('[data-slip-selection]')).toHaveCount(0);

  await book.getByRole('button', { name: 'My bets' }).click();
  await expect(book.getByText('Accumulator (3)')).toBeVisible();
});
