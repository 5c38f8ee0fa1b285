import { expect, type Page, test } from '@playwright/test';
import { AGENT_PAGES } from '../apps/web/src/features/agent-centre/model/agent-pages.ts';
import { MEMBER_PAGES } from '../apps/web/src/features/member-centre/model/member-pages.ts';
import { PUBLIC_PAGES } from '../packages/contracts/src/system/public-pages.ts';
import { E2E_ADMIN } from './fixtures/operator.ts';
import { apiReplacePassword, openTopAgent } from './pages/agent-centre.ts';
import { blockingViolations, COLOUR_RULES, settled } from './pages/axe.ts';
import { openConsoleAs } from './pages/console-login.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { followLink } from './pages/in-app.ts';
import { registerMember } from './pages/member-login.ts';
import { logInByApi, startSession } from './pages/member-session.ts';

/** A visitor's pages beyond the sitemap's: the reduced lobbies and menus, the bare help centre, the gates. */
const OTHER_VISITOR_PAGES = [
  '/slot',
  '/sport',
  '/seamless',
  '/lott',
  '/mall',
  '/helpmc',
  '/feedback',
  '/login',
  '/reset-password',
  '/no-such-page',
];

/**
 * The header (with the nav) and the footer around every page of the shell: the same for every page of
 * one visitor, member or agent, and half of a page's elements. A sweep checks them on its first page.
 */
const SHELL_CHROME = ['#root > div > header', '#root > div > footer'];

/**
 * A page's load and its two scans took about 3.5 s on two cores shared with a load of 5 to 8: a test's
 * time is this per page it opens, room for CI's other suites beside it (and for a CI machine that ran
 * them all about three times slower).
 */
const PAGE_BUDGET_MS = 30_000;

type Findings = Record<string, Awaited<ReturnType<typeof blockingViolations>>>;

/**
 * What axe finds serious or critical where the page is now: every rule in the dark theme, then the
 * colour rules (the only ones a theme changes) in the light one, which the site follows while no
 * theme is chosen. Both on the same loaded page: a reload per theme doubled the sweep.
 */
async function scanBothThemes(
  page: Page,
  name: string,
  findings: Findings,
  { within, excluding }: { within?: string; excluding?: readonly string[] } = {},
) {
  const dark = await blockingViolations(page, within, { excluding });
  if (dark.length > 0) findings[`${name} (dark)`] = dark;
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const light = await blockingViolations(page, within, { rules: COLOUR_RULES, excluding });
  if (light.length > 0) findings[`${name} (light)`] = light;
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/** Waits for a page's main region and its data: a skeleton's shimmer is no finding. */
async function loaded(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * Opens each page once and gathers what axe finds, so one run names every page that fails. The first
 * page is loaded unless the test has one open; the others are followed to in the running site, as its
 * links do, which spares a start of the site per page.
 */
async function sweep(page: Page, paths: readonly string[]): Promise<Findings> {
  const findings: Findings = {};
  for (const [index, path] of paths.entries()) {
    if (page.url() === 'about:blank') await page.goto(path);
    else await followLink(page, path);
    await loaded(page);
    await scanBothThemes(page, path, findings, { excluding: index === 0 ? [] : SHELL_CHROME });
  }
  return findings;
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
});

test('every page a visitor can open and the login and register windows pass axe in both themes; the skip link focuses the page', async ({
  page,
}) => {
  const paths = [...PUBLIC_PAGES, ...OTHER_VISITOR_PAGES];
  // Beside the sweep: the skip link's page and the two windows.
  test.setTimeout((paths.length + 3) * PAGE_BUDGET_MS);
  await prepareFirstVisit(page, { theme: 'system' });
  // The skip link is the keyboard's first stop on a page just loaded: the sweep follows from there.
  await page.goto('/live');
  await loaded(page);
  // The keyboard's first stop, shown while focused; Enter moves the focus past the header and the nav.
  // A Tab in the first moments after the data arrive may start from elsewhere than the top: the
  // page first settles, as a reader's first key comes after a look at it.
  await settled(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);

  const findings: Findings = {};
  const header = page.locator('header').first();
  for (const name of ['Log in', 'Register']) {
    await header.getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    // The page behind is swept below; the window is all that is new.
    await scanBothThemes(page, `${name} window`, findings, { within: '[role="dialog"]' });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  Object.assign(findings, await sweep(page, paths));
  expect(findings).toEqual({});
});

test('every member centre page passes axe in both themes', async ({ page, baseURL }) => {
  test.setTimeout((MEMBER_PAGES.length + 1) * PAGE_BUDGET_MS);
  const username = `ax${Date.now().toString(36)}`;
  const password = 'Sweep-Pass-1';
  await registerMember(page, baseURL, username, password);
  await logInByApi(page, baseURL, username, password, { theme: 'system' });
  expect(
    await sweep(
      page,
      MEMBER_PAGES.map((name) => `/member?page=${name}`),
    ),
  ).toEqual({});
});

test('every agent centre page passes axe in both themes', async ({ page, request, baseURL }) => {
  test.setTimeout((AGENT_PAGES.length + 1) * PAGE_BUDGET_MS);
  const account = `axag${Date.now().toString(36)}`;
  const password = 'Sweep-Pass-1';
  const initialPassword = await openTopAgent(request, account);
  await prepareFirstVisit(page, { theme: 'system' });
  await startSession(page, await apiReplacePassword(request, baseURL, account, initialPassword, password));
  expect(
    await sweep(
      page,
      AGENT_PAGES.map((name) => `/agent?page=${name}`),
    ),
  ).toEqual({});
});

/**
 * The console keeps its theme as a preference of its own (dark until switched), not the system's: the
 * light scan switches it with the header's button, and switches back.
 */
async function scanConsoleThemes(page: Page, name: string, findings: Findings) {
  const dark = await blockingViolations(page);
  if (dark.length > 0) findings[`${name} (dark)`] = dark;
  await page.getByRole('button', { name: 'Switch to the light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const light = await blockingViolations(page, undefined, { rules: COLOUR_RULES });
  if (light.length > 0) findings[`${name} (light)`] = light;
  await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

test("the console's login page and every section of its menu pass axe in both themes", async ({ page }) => {
  const findings: Findings = {};
  await page.goto('/console/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await scanConsoleThemes(page, '/console/login', findings);
  // The admin holds every permission, so its menu lists every section; on a brand, the sections that
  // work on one show their data rather than a request to choose one.
  await openConsoleAs(page, E2E_ADMIN, '/', { brand: 'demo' });
  const menu = page.getByRole('navigation', { name: 'Menu' }).getByRole('link');
  await expect(menu.first()).toBeVisible();
  const paths = await menu.evaluateAll((links) => links.map((link) => String(Reflect.get(link, 'pathname'))));
  test.setTimeout((paths.length + 2) * PAGE_BUDGET_MS);
  for (const path of paths) {
    await followLink(page, path);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
    await scanConsoleThemes(page, path, findings);
  }
  expect(paths.length).toBeGreaterThan(5);
  expect(findings).toEqual({});
});
