import { expect, type Page, test } from '@playwright/test';
import { E2E_LOTTERY } from './fixtures/lottery.ts';
import { blockingViolations } from './pages/axe.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { lookAt, TAKES_SHOTS } from './pages/look.ts';
import { logInAt, registeredMember } from './pages/member-login.ts';
import { creditMember } from './pages/staff-credit.ts';

const GAME_PAGE = `/lottery?gameCode=${E2E_LOTTERY.gameCode}&playType=fixed-position`;
/** Enough of the betting window left to pick, add and place before the close. */
const SECONDS_TO_BET = 14;
const DRAW_WAIT_MS = 3 * E2E_LOTTERY.intervalSeconds * 1000;

/** Waits for an open draw with enough time left on its countdown (mm:ss). */
async function waitForBettingWindow(page: Page): Promise<void> {
  const countdown = page.getByTestId('countdown');
  await expect(async () => {
    const [minutes = 0, seconds = 0] = ((await countdown.textContent()) ?? '').split(':').map(Number);
    expect(minutes * 60 + seconds).toBeGreaterThanOrEqual(SECONDS_TO_BET);
  }).toPass({ timeout: DRAW_WAIT_MS });
}

/** The fixed-position odds the game quotes, as the win of a 1.00 bet in the header's money form. */
async function fixedPositionWin(page: Page): Promise<string> {
  const answer = await page.request.get(`/lgw/lottery/game?gameCode=${E2E_LOTTERY.gameCode}`, {
    headers: { Merchant: 'demo' },
  });
  const { value } = (await answer.json()) as {
    value: { playTypes: { code: string; prizes: { odds: string }[] }[] };
  };
  const odds = value.playTypes.find((play) => play.code === 'fixed-position')?.prizes[0]?.odds ?? '0.0000';
  // As the server pays: floor(100 cents * odds in 1/10000), in whole numbers (a float would round 9.7 down).
  const cents = (100n * BigInt(odds.replace('.', ''))) / 10_000n;
  return `$${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

test('a guest placing lottery bets is asked to log in', async ({ page }) => {
  await prepareFirstVisit(page);
  await page.goto(GAME_PAGE);
  await page.getByRole('button', { name: 'Quick pick' }).click();
  await expect(page.getByTestId('bet-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await page.getByRole('button', { name: 'Place bets' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a member picks numbers, places and chases, watches the draw arrive and finds the win in the betting record', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(4 * DRAW_WAIT_MS);
  const { username, password } = await registeredMember(page, baseURL, 'lott');
  await creditMember(request, username, '50.00');
  const win = await fixedPositionWin(page);

  await logInAt(page, baseURL, username, password, GAME_PAGE);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(/\$50\.00/);
  // The first visit of the page compiles its chunks and reads the game: allow a loaded machine its time.
  await expect(page.getByRole('heading', { level: 1, name: E2E_LOTTERY.name })).toBeVisible({
    timeout: 20_000,
  });
  // A draw shows its seed hash once it opens; between two draws the next one is only scheduled.
  await waitForBettingWindow(page);
  await expect(page.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);

  // Every digit on ball 1: ten bets of 1.00, one of which must win.
  for (let digit = 0; digit <= 9; digit += 1)
    await page.getByRole('button', { name: `Ball 1 ${digit}`, exact: true }).click();
  await expect(page.getByTestId('bet-count')).toHaveText('10');
  await expect(page.getByTestId('bet-total')).toHaveText('$10.00');
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await expect(page.getByTestId('slip-total')).toHaveText('$10.00');
  await page.getByRole('button', { name: 'Place bets' }).click();
  await expect(page.getByText('Bets placed. Good luck!')).toBeVisible();
  await expect(balance).toHaveText(/\$40\.00/);

  // A chase: one quick-picked bet on each of the next two draws, held now.
  await page.getByRole('button', { name: 'Quick pick' }).click();
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await page.getByRole('checkbox', { name: 'Chase the next draws' }).check();
  await page.getByRole('textbox', { name: 'Number of draws' }).fill('2');
  await page.getByRole('button', { name: 'Place bets' }).click();
  await expect(page.getByText('Chase started over 2 draws.')).toBeVisible();
  await expect(balance).toHaveText(/\$38\.00/);

  const openBets = page.getByTestId('open-bets');
  await expect(openBets.getByText('Fixed position').first()).toBeVisible();
  await expect(openBets.getByText('Chase').first()).toBeVisible();
  // The first slip's draw, the one closing next: the chase's bets (listed first, newest first) are on
  // later draws, and waiting for the last of them could outlast the wait below on a loaded machine.
  const firstSlip = openBets.getByRole('listitem').filter({ hasNotText: 'Chase' }).first();
  const period = /Draw (\d{8}-\d{4})/.exec((await firstSlip.textContent()) ?? '')?.[1] ?? '';
  expect(period).not.toBe('');

  // The draw arrives without a reload: its result is listed, the win is credited.
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(page.getByTestId('results').getByText(period)).toBeVisible({ timeout: DRAW_WAIT_MS });
  await expect(balance).not.toHaveText(/\$38\.00/, { timeout: DRAW_WAIT_MS });
  await page.getByRole('button', { name: `Verify ${period}` }).click();
  await expect(page.getByText('Verified: the seed matches its hash and draws these numbers.')).toBeVisible();

  await page.goto('/member?page=personalHistoryCopy');
  const record = page.getByRole('list', { name: 'Betting record' });
  await expect(record.getByText(E2E_LOTTERY.name).first()).toBeVisible();
  await expect(record.getByText(`Won ${win}`).first()).toBeVisible();
});

test('the betting page in both themes, on a phone and in Chinese and Vietnamese', async ({
  page,
}, testInfo) => {
  test.setTimeout(360_000);
  const shots: [string, { theme: 'dark' | 'light'; language: 'EN' | 'CN' | 'VI' }, boolean][] = [
    ['dark-en', { theme: 'dark', language: 'EN' }, false],
    ['light-en', { theme: 'light', language: 'EN' }, false],
    ['phone-light-cn', { theme: 'light', language: 'CN' }, true],
    ['dark-vi', { theme: 'dark', language: 'VI' }, false],
  ];
  // The phone, Chinese and Vietnamese views are for a person to look at: phone-width.spec.ts loads the
  // page on a phone in Vietnamese, and the light and dark ones are checked for accessibility here.
  for (const [name, visit, isPhone] of TAKES_SHOTS ? shots : shots.slice(0, 2)) {
    const context = await page
      .context()
      .browser()
      ?.newContext(isPhone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {});
    if (!context) throw new Error('no browser');
    const tab = await context.newPage();
    await prepareFirstVisit(tab, visit);
    await tab.goto(`${testInfo.project.use.baseURL}${GAME_PAGE}`);
    await expect(tab.getByTestId('bet-count')).toBeVisible({ timeout: 20_000 });
    await lookAt(tab, testInfo.outputPath(`lottery-${name}.png`), { fullPage: true });
    if (name === 'dark-en' || name === 'light-en') {
      expect(await blockingViolations(tab, 'main')).toEqual([]);
      await tab.getByRole('tab', { name: 'Trends' }).click();
      await expect(tab.getByTestId('trends')).toBeVisible();
      await lookAt(tab, testInfo.outputPath(`lottery-trends-${name}.png`), { fullPage: true });
      expect(await blockingViolations(tab, 'main')).toEqual([]);
    }
    await context.close();
  }
  await page.goto('/lott');
  await expect(page.getByRole('link', { name: new RegExp(E2E_LOTTERY.name) })).toBeVisible();
  await lookAt(page, testInfo.outputPath('lott-menu.png'), { fullPage: true });
});
