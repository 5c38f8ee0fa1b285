import { expect, type FrameLocator, type Page } from '@playwright/test';
import { logInAt } from './member-login.ts';

/** The book's page in the site's game frame, opened from /sport by a logged-in member. */
export async function openBook(page: Page, baseURL: string | undefined, username: string, password: string) {
  await logInAt(page, baseURL, username, password, '/sport');
  await page.getByRole('button', { name: 'Play Sportsbook' }).click();
  const book = page.frameLocator('iframe');
  await expect(book.locator('[data-selection]:enabled').first()).toBeVisible({ timeout: 30_000 });
  return book;
}

/**
 * Picks the first selection of the first event of `sport` (its tab's name) that starts at least
 * `aheadMs` from now and takes bets, so the bet is placed before the off whatever the pace of the
 * simulation; answers the selection's id, by which the test picks it again after the board refreshes.
 */
export async function pickAhead(book: FrameLocator, sport: string, aheadMs: number): Promise<string> {
  await book.getByRole('tab', { name: sport, exact: true }).click();
  const open = book.locator('article').filter({ has: book.locator('[data-selection]:enabled') });
  await expect(open.first()).toBeVisible({ timeout: 30_000 });
  const events = await open.evaluateAll((cards) =>
    cards.map((card) => ({
      startsAt: Date.parse(card.querySelector('time')?.getAttribute('datetime') ?? ''),
      selection: card.querySelector('[data-selection]:enabled')?.getAttribute('data-selection') ?? null,
    })),
  );
  const chosen = events.find(({ startsAt, selection }) => selection && startsAt - Date.now() >= aheadMs);
  if (!chosen?.selection) throw new Error(`No ${sport} event starts ${aheadMs} ms ahead`);
  await book.locator(`[data-selection="${chosen.selection}"]`).click();
  return chosen.selection;
}

/** Picks a selection again (the slip empties once a bet is placed): the board shows one sport at a time. */
export async function pickAgain(book: FrameLocator, sport: string, selection: string): Promise<void> {
  await book.getByRole('tab', { name: sport, exact: true }).click();
  await book.locator(`[data-selection="${selection}"]`).click();
}
