import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from './fixtures/operator.ts';
import {
  agentCentre,
  apiOpenDownline,
  apiReplacePassword,
  apiSignContract,
  apiTopAgent,
} from './pages/agent-centre.ts';
import { blockingViolations } from './pages/axe.ts';
import { type PlayedRound, playHouseSlotThroughApi } from './pages/house-slot.ts';
import { followLink } from './pages/in-app.ts';
import { lookAt, TAKES_SHOTS } from './pages/look.ts';
import { sessionTab } from './pages/member-session.ts';
import { creditMember } from './pages/staff-credit.ts';

const SHOTS = 'test-results/agent-centre';
const stamp = Date.now().toString(36).slice(-6);
const top = `agtop${stamp}`;
const sub = `agsub${stamp}`;
const deep = `agdeep${stamp}`;
const PASSWORD = 'Agent-Pass-42';

/** The theme and language the site opens in from the next page load. */
async function chooseLook(page: Page, theme: 'light' | 'dark', language: string) {
  await page.evaluate(
    ({ chosenTheme, chosenLanguage }) => {
      localStorage.setItem('theme', chosenTheme);
      localStorage.setItem('lang', chosenLanguage);
    },
    { chosenTheme: theme, chosenLanguage: language },
  );
}

/**
 * Fills the offer dialog for the downline agent `lower` (the kind's label, if not the default
 * dividend, each term by its label, and the end time if given) and asks for its preview; answers the
 * preview (what the offer would have paid, the contracts it would end), where the offer is sent.
 */
async function sendOffer(
  page: Page,
  lower: string,
  terms: Record<string, string>,
  { kind, endsAt }: { kind?: string; endsAt?: string } = {},
) {
  await page.getByRole('button', { name: 'Offer a contract' }).click();
  const offer = page.getByRole('dialog', { name: 'Offer a contract' });
  await offer.getByRole('combobox', { name: 'Downline agent' }).selectOption({ label: lower });
  if (kind) await offer.getByRole('combobox', { name: 'Contract type' }).selectOption({ label: kind });
  for (const [label, value] of Object.entries(terms))
    await offer.getByRole('textbox', { name: label }).fill(value);
  if (endsAt) await offer.getByLabel('Ends', { exact: true }).fill(endsAt);
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  const preview = page.getByRole('dialog', { name: 'Check the offer' });
  await expect(preview.getByTestId('preview-amount')).toBeVisible();
  return preview;
}

/** Sends an offer that ends nothing below: its preview says so, and the offer goes. */
async function sendPlainOffer(...offer: Parameters<typeof sendOffer>) {
  const preview = await sendOffer(...offer);
  await expect(preview.getByText("It ends none of your downline agent's contracts.")).toBeVisible();
  await preview.getByRole('button', { name: 'Send the offer' }).click();
  await expect(preview).toHaveCount(0);
}

/** Opens a downline agent on registerCenter; answers the one-time password the page shows once. */
async function openOnRegisterCenter(page: Page, account: string): Promise<string> {
  await agentCentre(page).open('Register account for downline');
  await page.getByRole('radio', { name: 'Agent' }).check();
  await page.getByRole('textbox', { name: 'Account name' }).fill(account);
  await page.getByRole('button', { name: 'Open the account' }).click();
  await expect(page.getByTestId('opened-account')).toContainText(`Account ${account} is open`);
  const initial = (await page.getByTestId('initial-password').textContent()) ?? '';
  expect(initial.length).toBeGreaterThan(7);
  return initial;
}

test('an agent opens a sub-agent, contracts with it, and a lower rate ends the contract below after confirmation', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Two browsers and seven password hashes (argon2) on a shared 2-core machine.
  test.setTimeout(240_000);
  await sessionTab(page, await apiTopAgent(request, baseURL, top, PASSWORD));
  await page.goto('/index');
  await page.locator('header').first().getByRole('link', { name: 'Agent', exact: true }).click();
  const centre = agentCentre(page);
  await expect(centre.content).toHaveText('Overview');
  await expect(centre.menu.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

  // registerCenter: the sub-agent's one-time password is shown once.
  const subInitial = await openOnRegisterCenter(page, sub);

  // The sub-agent replaces the one-time password (the first-login window has its own spec) and works
  // in its own browser.
  const subToken = await apiReplacePassword(request, baseURL, sub, subInitial, PASSWORD);
  const subContext = await browser.newContext();
  const subPage = await subContext.newPage();
  await sessionTab(subPage, subToken);

  // The agent offers a dividend contract ending next 30 June at 18:00 on the site's clock (GMT+8);
  // nothing below the sub-agent ends, so no confirmation.
  await centre.open('Contract requests');
  const endDay = `${new Date().getUTCFullYear() + 1}-06-30`;
  await sendPlainOffer(page, sub, { Rate: '40' }, { endsAt: `${endDay}T18:00` });
  await expect(page.getByText(`${top} → ${sub}`)).toBeVisible();

  // The sub-agent accepts it.
  await subPage.goto('/agent?page=contractRequests');
  const waiting = subPage.getByRole('region', { name: 'Waiting for your answer' });
  await expect(waiting.getByText(`${top} → ${sub}`)).toBeVisible({ timeout: 20_000 });
  await waiting.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(subPage.getByText('No offer or termination request is waiting for you.')).toBeVisible();
  await expect(
    subPage.getByRole('region', { name: 'Your contracts' }).getByText('Established'),
  ).toBeVisible();
  await expect(
    subPage.getByRole('region', { name: 'Your contracts' }).getByText(`${endDay} 18:00`),
  ).toBeVisible();

  // Below the sub-agent, a deeper agent holds 30% (opened and signed through the API).
  const deepAccount = await apiOpenDownline(request, baseURL, {
    token: subToken,
    account: deep,
    kind: 'agent',
    password: PASSWORD,
  });
  const deepContract = await apiSignContract(
    request,
    { upper: subToken, lower: deepAccount.token },
    deepAccount.memberId,
    {
      kind: 'dividend',
      rate: '30',
      period: 'monthly',
      minBet: '0',
      minProfitLoss: '0',
      minActiveMembers: 0,
    },
  );

  // Lowering the sub-agent's rate to 20%: the offer lists exactly the 30% contract it would end.
  const confirmOffer = await sendOffer(page, sub, { Rate: '20' });
  const ending = confirmOffer.getByTestId('ending-contracts').getByRole('listitem');
  await expect(ending).toHaveCount(1);
  await expect(ending).toContainText(`${sub} → ${deep}`);
  await expect(ending).toContainText('Rate30.00%');
  await lookAt(page, `${SHOTS}/offer-confirmation-dark.png`);
  await confirmOffer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(confirmOffer).toHaveCount(0);

  // The sub-agent accepts, is shown the same contract, confirms, and the deeper contract ends.
  await subPage.reload();
  await waiting.getByRole('button', { name: 'Accept', exact: true }).click();
  const confirmAccept = subPage.getByRole('dialog', { name: 'Contracts this ends' });
  // The preview call may take a while on a loaded machine: the Accept button waits for it.
  await expect(confirmAccept.getByTestId('ending-contracts').getByRole('listitem')).toHaveText(
    new RegExp(`${sub} → ${deep}`),
    { timeout: 20_000 },
  );
  await confirmAccept.getByRole('button', { name: 'Accept and end them' }).click();
  await expect(confirmAccept).toHaveCount(0);
  const deepCard = subPage.getByTestId(`contract-${deepContract}`);
  await expect(deepCard).toContainText('Terminated');
  await subContext.close();

  // With a dividend contract in force the dividend record joins the menu; no period is settled yet.
  await page.reload();
  await expect(centre.menu.getByRole('link', { name: 'Dividend record' })).toBeVisible();
  await expect(centre.menu.getByRole('link', { name: 'Daily wages' })).toHaveCount(0);
  await centre.open('My income');
  await expect(page.getByText('Nothing in this period')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);

  // The overview and team management show the tree, level by level.
  await centre.open('Overview');
  const team = page.getByLabel('Your team');
  await expect(team.locator('dt').first()).toHaveText('Team size');
  await expect(team.locator('dd').first()).toHaveText('2');
  await centre.open('Team management');
  await page.getByRole('button', { name: `Show the team of ${sub}` }).click();
  await expect(page.getByRole('navigation', { name: 'Where you are in your team' })).toContainText(sub);
  await expect(page.getByRole('cell', { name: deep, exact: true })).toBeVisible();
  // The agent centre's part of the page: a whole-page scan takes minutes on a busy machine.
  expect(await blockingViolations(page, 'main section')).toEqual([]);
});

/** What a real-time salary of these rates (hundredths of a percent) earns on rounds: won and lost apart. */
function realtimeGross(rounds: readonly PlayedRound[], profitRate: bigint, lossRate: bigint): bigint {
  let sum = 0n;
  for (const { stake, win } of rounds) sum += stake * (win > stake ? profitRate : lossRate);
  return sum / 10_000n;
}

const dollars = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

const FIVE_MINUTES = 5 * 60_000;

/**
 * The paid record in the light theme, in Chinese and Vietnamese, and on a phone, for a person to look
 * at: the look test below and phone-width.spec.ts load these pages in each look.
 */
async function shootPaidRecord(page: Page): Promise<void> {
  if (!TAKES_SHOTS) return;
  for (const [theme, language, width] of [
    ['light', 'EN', 1280],
    ['dark', 'CN', 1280],
    ['light', 'VI', 390],
  ] as const) {
    await chooseLook(page, theme, language);
    await page.setViewportSize({ width, height: 844 });
    for (const entry of ['agentRevenueReport', 'agentDownlineTransactionDetailsCopy']) {
      await page.goto(`/agent?page=${entry}`);
      await expect(page.getByRole('table')).toBeVisible({ timeout: 20_000 });
      await lookAt(page, `${SHOTS}/paid-${entry}-${theme}-${language}-${width}.png`, { fullPage: true });
    }
  }
}

test('an agent opens a sub-agent, contracts a real-time salary, a member below plays, staff settle the window, and both see the pay', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // The rounds may wait up to a minute for a fresh window (the staff rerun reads the server's test
  // clock, seven minutes ahead, so the window needs not end).
  test.setTimeout(360_000);
  const root = `agroot${stamp}`;
  const upper = `agup${stamp}`;
  const lower = `agpay${stamp}`;
  const player = `agpl${stamp}`;
  // Above the agent, a top agent gives it 1% of won and 2% of lost bets (through the API).
  const rootToken = await apiTopAgent(request, baseURL, root, PASSWORD);
  const upperAccount = await apiOpenDownline(request, baseURL, {
    token: rootToken,
    account: upper,
    kind: 'agent',
    password: PASSWORD,
  });
  const realtime = { kind: 'realtime_salary', singleBet: '0' };
  await apiSignContract(request, { upper: rootToken, lower: upperAccount.token }, upperAccount.memberId, {
    ...realtime,
    profitRate: '1.00',
    lossRate: '2.00',
  });

  // The agent opens the sub-agent on registerCenter and offers it 0.40% and 0.80%.
  await sessionTab(page, upperAccount.token);
  await page.goto('/agent');
  const centre = agentCentre(page);
  await expect(centre.content).toHaveText('Overview', { timeout: 20_000 });
  const lowerInitial = await openOnRegisterCenter(page, lower);
  const lowerToken = await apiReplacePassword(request, baseURL, lower, lowerInitial, PASSWORD);
  const lowerContext = await browser.newContext();
  const lowerPage = await lowerContext.newPage();
  await sessionTab(lowerPage, lowerToken);
  await centre.open('Contract requests');
  await sendPlainOffer(
    page,
    lower,
    { 'Rate on profit': '0.40', 'Rate on loss': '0.80', 'Smallest bet that counts': '0' },
    { kind: 'Real-time salary' },
  );

  // The sub-agent accepts in its own browser.
  await lowerPage.goto('/agent?page=contractRequests');
  const waiting = lowerPage.getByRole('region', { name: 'Waiting for your answer' });
  await expect(waiting.getByText(`${upper} → ${lower}`)).toBeVisible({ timeout: 20_000 });
  await waiting.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(
    lowerPage.getByRole('region', { name: 'Your contracts' }).getByText('Established'),
  ).toBeVisible();

  // A member below the sub-agent plays four rounds of the house slot, all inside one window: if the
  // current one ends within a minute, the rounds wait for the next.
  const { token: playerToken } = await apiOpenDownline(request, baseURL, {
    token: lowerToken,
    account: player,
    kind: 'member',
    password: PASSWORD,
  });
  await creditMember(request, player, '100.00');
  await expect
    .poll(() => FIVE_MINUTES - (Date.now() % FIVE_MINUTES), { timeout: 90_000, intervals: [1_000] })
    .toBeGreaterThan(60_000);
  const playedAt = new Date();
  const rounds = await playHouseSlotThroughApi(request, playerToken, ['10.00', '10.00', '10.00', '10.00']);
  expect(Math.floor(Date.now() / FIVE_MINUTES)).toBe(Math.floor(playedAt.getTime() / FIVE_MINUTES));
  const lowerPay = realtimeGross(rounds, 40n, 80n);
  const upperGross = realtimeGross(rounds, 100n, 200n);
  const upperPay = upperGross > lowerPay ? upperGross - lowerPay : 0n;
  expect(lowerPay).toBeGreaterThan(0n);

  // Staff settle the window through the audited rerun: the test server's settlement clock runs seven
  // minutes ahead (TEST_CLOCK_OFFSET_MS), past the window's end and its two minutes of grace.
  const session = E2E_ADMIN;
  const settled = await request.post('/ops/agents/settlements/rerun', {
    headers: { Authorization: session.token },
    data: {
      merchant: 'demo',
      runKind: 'realtime_salary',
      at: playedAt.toISOString(),
      reason: 'Browser test: settle the window the member played in',
    },
  });
  expect(settled.status()).toBe(200);

  // The agent sees its share (its gross less the sub-agent's) in my income, paid right after the
  // period and the kind, and the sub-agent's pay
  // in the transaction details of its team.
  await centre.open('My income');
  const income = page.getByRole('table').getByRole('row').filter({ hasText: 'Real-time salary' });
  await expect(income).toHaveCount(1);
  await expect(income).toContainText(dollars(upperGross));
  await expect(income).toContainText(dollars(lowerPay));
  await expect(income.getByRole('cell').nth(2)).toHaveText(dollars(upperPay));
  await lookAt(page, `${SHOTS}/income-paid-dark.png`, { fullPage: true });
  await centre.open('Transaction details');
  await expect(
    page.getByRole('table').getByRole('row').filter({ hasText: lower }).filter({ hasText: 'Agent pay' }),
  ).toContainText(dollars(lowerPay));
  await lookAt(page, `${SHOTS}/transactions-paid-dark.png`, { fullPage: true });

  // The sub-agent sees its pay in my income; each sees its own credit in its account record.
  await lowerPage.goto('/agent?page=agentRevenueReport');
  const lowerIncome = lowerPage.getByRole('table').getByRole('row').filter({ hasText: 'Real-time salary' });
  await expect(lowerIncome.getByRole('cell').nth(2)).toHaveText(dollars(lowerPay), { timeout: 20_000 });
  for (const [agentPage, pay] of [
    [page, upperPay],
    [lowerPage, lowerPay],
  ] as const) {
    await agentPage.goto('/member');
    await agentPage
      .getByRole('navigation', { name: 'Personal center menu' })
      .getByRole('link', { name: 'Account record' })
      .click();
    const records = agentPage.getByRole('list', { name: 'Account records' });
    await expect(records.getByRole('listitem').first()).toContainText(`+$${dollars(pay)}`);
    await expect(records.getByRole('listitem').first()).toContainText('Agent pay');
    // The profit and loss shows the pay on its own card, which members without any never see.
    await agentPage
      .getByRole('navigation', { name: 'Personal center menu' })
      .getByRole('link', { name: 'Profit and loss' })
      .click();
    await expect(agentPage.getByText('Agent pay', { exact: true }).locator('..')).toContainText(
      `$${dollars(pay)}`,
    );
  }

  await shootPaidRecord(lowerPage);
  await lowerContext.close();
});

test('the agent centre reads well in both themes, on a phone, and in Chinese and Vietnamese', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const account = `agshow${stamp}`;
  // The member's live stream never ends, so a page holding it is never "network idle": the shots,
  // which wait for the page's last answers, do without it.
  if (TAKES_SHOTS) await page.route('**/wps/member/live', (route) => route.abort());
  await sessionTab(page, await apiTopAgent(request, baseURL, account, PASSWORD));
  await page.goto('/agent');
  await expect(agentCentre(page).content).toHaveText('Overview', { timeout: 20_000 });
  await lookAt(page, `${SHOTS}/overview-dark.png`, { fullPage: true });
  // Each page in all three languages and both themes: one full load per look (the language and theme
  // are read at start), then the site's own links from page to page.
  const entries = [
    'agentTeamOverview',
    'downlineManagmentView',
    'affiliateCodes',
    'palStatementsAgentCopy',
    'agentRevenueReport',
    'contractRequests',
  ];
  for (const [theme, language] of [
    ['light', 'CN'],
    ['dark', 'VI'],
    ['dark', 'EN'],
  ] as const) {
    await chooseLook(page, theme, language);
    await page.goto('/agent');
    await expect(agentCentre(page).content).toBeVisible({ timeout: 20_000 });
    for (const entry of entries) {
      await followLink(page, `/agent?page=${entry}`);
      await expect(agentCentre(page).content).toBeVisible();
      // Only a screenshot needs the page's last answers in.
      if (TAKES_SHOTS) await page.waitForLoadState('networkidle');
      await lookAt(page, `${SHOTS}/${entry}-${theme}-${language}.png`, { fullPage: true });
    }
  }
  // On a phone for a person to look at: phone-width.spec.ts loads every agent page on one.
  if (!TAKES_SHOTS) return;
  await page.setViewportSize({ width: 390, height: 844 });
  for (const entry of [
    'agentTeamOverview',
    'registerCenter',
    'affiliateCodes',
    'downlineManagmentView',
    'personalHistoryCopy',
    'agentRevenueReport',
  ]) {
    await page.goto(`/agent?page=${entry}`);
    await expect(agentCentre(page).content).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await lookAt(page, `${SHOTS}/${entry}-phone.png`, { fullPage: true });
  }
});
