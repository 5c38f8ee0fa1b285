import { expect, type Page, test } from '@playwright/test';
import { solvedHumanCheck } from '../apps/server/src/test/human-check.ts';
import { E2E_OPERATOR, E2E_RISK } from './fixtures/operator.ts';
import { blockingViolations, COLOUR_RULES } from './pages/axe.ts';
import { openConsoleAs } from './pages/console-login.ts';
import { lookAt } from './pages/look.ts';
import { registeredMember } from './pages/member-login.ts';
import { ownAddress } from './pages/own-address.ts';

/** Opens the console's players section on the demo brand, chosen in the header's brand menu. */
async function openPlayers(page: Page, staff: { token: string }): Promise<void> {
  await openConsoleAs(page, staff);
  await page.getByRole('combobox', { name: 'Brand' }).selectOption('demo');
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Players' }).click();
  await expect(page.getByRole('heading', { name: 'Players' })).toBeVisible();
}

async function searchFor(page: Page, account: string): Promise<void> {
  await page.getByLabel('Search by').selectOption({ label: 'Account' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(account);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/**
 * Screenshots in each language and theme, desktop and tablet wide, for a person to look at; axe scans
 * the English page in both themes (the colours alone in the second) for serious or critical findings.
 */
async function shoot(page: Page, outputPath: (name: string) => string, name: string): Promise<void> {
  const findings: Record<string, unknown> = {};
  const language = page.getByRole('combobox', { name: /^(Language|语言)$/ });
  const theme = page.getByRole('button', { name: /theme|主题/ });
  for (const [mode, label] of [
    ['en-dark', 'English'],
    ['en-light', 'English'],
    ['cn-light', '中文'],
    ['cn-dark', '中文'],
  ] as const) {
    await language.selectOption({ label });
    const wanted = mode.endsWith('dark') ? 'dark' : 'light';
    if ((await page.locator('html').getAttribute('data-theme')) !== wanted) await theme.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', wanted);
    if (mode.startsWith('en')) {
      const found = await blockingViolations(
        page,
        undefined,
        wanted === 'light' ? { rules: COLOUR_RULES } : {},
      );
      if (found.length > 0) findings[mode] = found;
    }
    for (const width of [1280, 820]) {
      await page.setViewportSize({ width, height: 900 });
      await lookAt(page, outputPath(`players-${name}-${mode}-${width}.png`), { fullPage: true });
    }
  }
  await language.selectOption({ label: 'English' });
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(findings).toEqual({});
}

test('risk finds a member, opens the 360 and locks the member: the next request is refused', async ({
  page,
  baseURL,
}, testInfo) => {
  const member = await registeredMember(page, baseURL, 'lockme');
  // The refused login counts against its address: one of the test's own.
  const address = ownAddress();
  const logIn = async () =>
    page.request.post('/wps/session/login', {
      headers: { Merchant: 'demo', 'X-Forwarded-For': address },
      data: {
        username: member.username,
        password: member.password,
        humanCheck: await solvedHumanCheck(baseURL ?? ''),
      },
    });
  const login = await logIn();
  expect(login.ok()).toBe(true);
  const { token } = ((await login.json()) as { value: { token: string } }).value;

  await openPlayers(page, E2E_RISK);
  await searchFor(page, member.username);
  const table = page.getByRole('table', { name: 'Players' });
  await expect(table.getByRole('link', { name: member.username })).toBeVisible();
  await shoot(page, (name) => testInfo.outputPath(name), 'search');

  await table.getByRole('link', { name: member.username }).click();
  await expect(page.getByRole('heading', { name: member.username })).toBeVisible();
  await shoot(page, (name) => testInfo.outputPath(name), '360');

  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('no login of any kind');
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Chargeback fraud ring');
  await lookAt(page, testInfo.outputPath('players-lock-dialog.png'));
  await dialog.getByRole('button', { name: 'Lock' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Set by e2e.risk')).toContainText('Chargeback fraud ring');
  await page.getByRole('tab', { name: 'Audit trail' }).click();
  await expect(page.getByRole('table', { name: 'Audit trail' })).toContainText('Chargeback fraud ring');
  await lookAt(page, testInfo.outputPath('players-audit.png'), { fullPage: true });

  // The member's live session is refused on its next request, and a new login too.
  const next = await page.request.get('/wps/member/info', {
    headers: { Authorization: token, Merchant: 'demo' },
  });
  expect(next.status()).toBe(401);
  expect((await logIn()).status()).toBe(401);
});

test('support sees a member but no lock action, and asks the member for a reality check', async ({
  page,
  baseURL,
}) => {
  const member = await registeredMember(page, baseURL, 'nolock');
  await openPlayers(page, E2E_OPERATOR);
  await searchFor(page, member.username);
  await page.getByRole('table', { name: 'Players' }).getByRole('link', { name: member.username }).click();
  await expect(page.getByRole('heading', { name: member.username })).toBeVisible();
  await expect(page.getByRole('button', { name: 'End sessions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toHaveCount(0);

  // Support may not tighten a limit, but may ask for a reality check (the site's side is its own spec).
  await page.getByRole('tab', { name: 'Limits' }).click();
  await expect(page.getByRole('button', { name: 'Tighten limit' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ask for a reality check now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Player sounded distressed on chat');
  await dialog.getByRole('button', { name: 'Ask now' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/Reality check asked .*: waiting for the player's answer/)).toBeVisible();

  // On a phone neither the 360 nor the search scrolls sideways (the header and menu make room).
  await page.setViewportSize({ width: 390, height: 844 });
  const pageWidth = () => page.locator('html').evaluate((html) => html.scrollWidth);
  // The menu narrows with a transition when the window does.
  await expect.poll(pageWidth).toBeLessThanOrEqual(390);
  await page.getByRole('link', { name: 'All players' }).click();
  await expect(page.getByRole('heading', { name: 'Players' })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
});
