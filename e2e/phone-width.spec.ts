import { expect, type Page, test } from '@playwright/test';
import { AGENT_PAGES } from '../apps/web/src/features/agent-centre/model/agent-pages.ts';
import { MEMBER_PAGES, OWN_ROUTE_PAGES } from '../apps/web/src/features/member-centre/model/member-pages.ts';
import { apiTopAgent } from './pages/agent-centre.ts';
import { followLink } from './pages/in-app.ts';
import { registeredMember } from './pages/member-login.ts';
import { logInByApi, startSession } from './pages/member-session.ts';

/**
 * No page scrolls sideways on a phone (390 px), in a short language, one with long words, one with
 * diacritics and one right to left: a strip too long for the screen scrolls within itself. One load
 * per route and language; the member centre and agent centre pages are visited logged in.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PUBLIC_ROUTES = [
  '/index',
  '/sports',
  '/live',
  '/rng',
  '/fish',
  '/pvp',
  '/elott',
  '/arcade',
  '/cockfighting',
  '/esports',
  '/cricket',
  '/mini',
  '/crash',
  '/jackpot',
  '/promotions',
  '/help',
  '/helpmc',
  '/down',
  '/join',
  '/register',
  '/login',
  '/reset-password',
  '/lottery',
  '/lott',
  '/game',
  '/slot',
  '/sport',
  '/seamless',
  '/mall',
  '/pointMall',
];

// A page with a route of its own is visited there: its `?page=` link only redirects to it.
const MEMBER_ROUTES = [
  '/feedback',
  ...MEMBER_PAGES.map((page) =>
    Object.hasOwn(OWN_ROUTE_PAGES, page)
      ? OWN_ROUTE_PAGES[page as keyof typeof OWN_ROUTE_PAGES]
      : `/member?page=${page}`,
  ),
];

const AGENT_ROUTES = AGENT_PAGES.map((page) => `/agent?page=${page}`);

// Vietnamese has the site's longest labels and Arabic runs right to left: the two that widened pages.
// English and German were swept too when the overflow was fixed; they are left out to keep CI short.
const LANGUAGES = ['VI', 'AR'] as const;

/** What the page's script below reads of the browser (these tests are typed without the DOM's types). */
type BrowserWindow = { document: { querySelector: (selectors: string) => unknown } };

/**
 * Visits each route and answers those whose document is wider than the screen, with both widths.
 * The first route is loaded; the others are followed to the way the site's own links reach them,
 * which spares a full start of the site per route.
 */
async function widerThanScreen(page: Page, routes: readonly string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const [index, route] of routes.entries()) {
    if (index === 0) await page.goto(route);
    else await followLink(page, route);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === route);
    // Data-driven parts (tables, tab strips, cards) replace their skeletons once they arrive.
    await page
      .waitForFunction(
        () => {
          const { document } = globalThis as unknown as BrowserWindow;
          return (
            document.querySelector('#root > *') !== null &&
            document.querySelector('[aria-busy="true"], .motion-safe\\:animate-shimmer') === null
          );
        },
        undefined,
        { timeout: 4000 },
      )
      .catch(() => undefined);
    const { scroll, client } = await page
      .locator('html')
      .evaluate((html) => ({ scroll: html.scrollWidth, client: html.clientWidth }));
    if (scroll > client) wide.push(`${route}: ${scroll} > ${client}`);
  }
  return wide;
}

/** The language (and dark theme) the site opens in, before its first load. */
async function openIn(page: Page, language: string) {
  await page.addInitScript((code) => {
    localStorage.setItem('lang', code);
    localStorage.setItem('theme', 'dark');
    sessionStorage.setItem('noticePopupSeen', '1');
  }, language);
}

for (const language of LANGUAGES) {
  test(`${language}: no page is wider than a 390 px phone`, async ({ page, browser, baseURL }) => {
    // About sixty routes, each waiting for its data: minutes on a loaded two-core machine.
    test.setTimeout(600_000);
    await openIn(page, language);
    expect(await widerThanScreen(page, PUBLIC_ROUTES)).toEqual([]);

    const { username, password } = await registeredMember(page, baseURL, `wide${language.toLowerCase()}`);
    await logInByApi(page, baseURL, username, password);
    expect(await widerThanScreen(page, MEMBER_ROUTES)).toEqual([]);

    const account = `wag${language.toLowerCase()}${Date.now().toString(36).slice(-6)}`;
    const token = await apiTopAgent(page.request, baseURL, account, 'Agent-Pass-42');
    const agentPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openIn(agentPage, language);
    await startSession(agentPage, token);
    expect(await widerThanScreen(agentPage, AGENT_ROUTES)).toEqual([]);
    await agentPage.close();
  });
}
