import { expect, type Page, test } from '@playwright/test';
import { PUBLIC_PAGES } from '../packages/contracts/src/system/public-pages.ts';
import { blockingViolations, COLOUR_RULES } from './pages/axe.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { registerMember } from './pages/member-login.ts';
import { logInByApi } from './pages/member-session.ts';

/** The member centre's main pages, beside the public ones. */
const MEMBER_PAGES = [
  '/member',
  '/member?page=transferFund',
  '/member?page=depositv2',
  '/member?page=withdraw',
  '/member?page=transactionHistory',
  '/member?page=personalHistoryCopy',
  '/member?page=rewardCenter',
  '/member?page=messageV2',
];

type Findings = Record<string, Awaited<ReturnType<typeof blockingViolations>>>;

/**
 * Opens each page once, in the dark theme, and gathers what axe finds serious or critical; then turns
 * the browser's colour scheme to light, which the site follows while no theme is chosen, and checks
 * the colour rules again: the only ones a theme changes, and a reload per theme doubled the sweep.
 */
async function sweep(page: Page, paths: readonly string[]): Promise<Findings> {
  const findings: Findings = {};
  for (const path of paths) {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
    const dark = await blockingViolations(page);
    if (dark.length > 0) findings[`${path} (dark)`] = dark;
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const light = await blockingViolations(page, undefined, COLOUR_RULES);
    if (light.length > 0) findings[`${path} (light)`] = light;
  }
  return findings;
}

// axe takes 10-20 s a page on a 2-core machine under CI's load: the whole sweep (8-9 minutes) would be
// a third of CI's browser time. It runs with A11Y_SWEEP=1 (npm run test:a11y); CI's specs check
// their own pages with axe.
test.skip(!process.env.A11Y_SWEEP, 'the whole-site axe sweep runs with A11Y_SWEEP=1');

test.beforeEach(async ({ page }) => {
  await prepareFirstVisit(page, { theme: 'system' });
});

test('every public page passes axe in the dark and the light theme', async ({ page }) => {
  test.setTimeout(240_000);
  expect(await sweep(page, PUBLIC_PAGES)).toEqual({});
});

test('the main member pages pass axe in the dark and the light theme', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const username = `ax${Date.now().toString(36)}`;
  const password = 'Sweep-Pass-1';
  await registerMember(page, baseURL, username, password);
  await logInByApi(page, baseURL, username, password, { theme: 'system' });
  expect(await sweep(page, MEMBER_PAGES)).toEqual({});
});
