import { expect, type Page, test } from '@playwright/test';
import { PUBLIC_PAGES } from '../packages/contracts/src/system/public-pages.ts';
import { blockingViolations } from './pages/axe.ts';
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

/** Opens each page in turn, once its content is in, and gathers what axe finds serious or critical. */
async function sweep(page: Page, paths: readonly string[]): Promise<Findings> {
  const findings: Findings = {};
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
    const violations = await blockingViolations(page);
    if (violations.length > 0) findings[path] = violations;
  }
  return findings;
}

for (const theme of ['dark', 'light'] as const) {
  test(`every public page and the main member pages pass axe in the ${theme} theme`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const username = `ax${theme}${Date.now().toString(36)}`.slice(0, 16);
    const password = 'Sweep-Pass-1';
    await registerMember(page, baseURL, username, password);
    await prepareFirstVisit(page, { theme });
    const guest = await sweep(page, PUBLIC_PAGES);
    await logInByApi(page, baseURL, username, password);
    const member = await sweep(page, MEMBER_PAGES);
    expect({ ...guest, ...member }).toEqual({});
  });
}
