import { expect, type Locator, test } from '@playwright/test';
import { E2E_LOTTERY } from './fixtures/lottery.ts';
import { registeredMember } from './pages/member-login.ts';
import { logInByApi } from './pages/member-session.ts';

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
  await page.screenshot({ path: `${SHOTS}/lottery-ar.png` });

  await page.goto('/member?page=transferFund');
  const sum = page.getByTestId('wallet-sum');
  await expect(sum).toBeVisible({ timeout: 15_000 });
  // The amount is isolated left to right: "US$ 0.00" (or its Arabic form) keeps currency and number in order.
  await expect(sum).toHaveText(new RegExp(`^${LRI}.*0[.,٫]00.*${PDI}$`));
  await page.screenshot({ path: `${SHOTS}/wallet-ar.png` });
});
