import { expect, type Page, test } from '@playwright/test';
import { agentCentre, apiLogin, apiReplacePassword, openTopAgent } from './pages/agent-centre.ts';
import { blockingViolations } from './pages/axe.ts';
import { prepareFirstVisit } from './pages/first-visit.ts';
import { logInFromHeader } from './pages/member-login.ts';

const SHOTS = 'test-results/agent-centre';
const stamp = Date.now().toString(36).slice(-6);
const top = `agtop${stamp}`;
const sub = `agsub${stamp}`;
const deep = `agdeep${stamp}`;
const PASSWORD = 'Agent-Pass-42';

async function logInAgent(page: Page, account: string) {
  await prepareFirstVisit(page);
  await page.goto('/index');
  // Logins hash the password (argon2): on a busy machine they take longer than a click usually waits.
  await expect(await logInFromHeader(page, account, PASSWORD)).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
}

test('an agent opens a sub-agent, contracts with it, and a lower rate ends the contract below after confirmation', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Two browsers, four logins and five password hashes (argon2) on a shared 2-core machine.
  test.setTimeout(240_000);
  const topInitial = await openTopAgent(request, top);
  await apiReplacePassword(request, baseURL, top, topInitial, PASSWORD);
  await logInAgent(page, top);
  await page.locator('header').first().getByRole('link', { name: 'Agent', exact: true }).click();
  const centre = agentCentre(page);
  await expect(centre.content).toHaveText('Overview');
  await expect(centre.menu.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

  // registerCenter: the sub-agent's one-time password is shown once.
  await centre.open('Register account for downline');
  await page.getByRole('radio', { name: 'Agent' }).check();
  await page.getByRole('textbox', { name: 'Account name' }).fill(sub);
  await page.getByRole('button', { name: 'Open the account' }).click();
  await expect(page.getByTestId('opened-account')).toContainText(`Account ${sub} is open`);
  const subInitial = (await page.getByTestId('initial-password').textContent()) ?? '';
  expect(subInitial.length).toBeGreaterThan(7);

  // The sub-agent logs in in its own browser and must change the one-time password first.
  const subContext = await browser.newContext();
  const subPage = await subContext.newPage();
  await prepareFirstVisit(subPage);
  await subPage.goto('/index');
  await logInFromHeader(subPage, sub, subInitial);
  const change = subPage.getByRole('dialog', { name: 'Change password' });
  await change.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await change.getByRole('textbox', { name: 'Confirm new password' }).fill(PASSWORD);
  await change.getByRole('button', { name: 'Change password' }).click();
  // Hashing the new password competes with the rest of the machine.
  await expect(change).toHaveCount(0, { timeout: 20_000 });

  // The agent offers a dividend contract; nothing below the sub-agent ends, so no confirmation.
  await centre.open('Contract requests');
  await page.getByRole('button', { name: 'Offer a contract' }).click();
  let offer = page.getByRole('dialog', { name: 'Offer a contract' });
  await offer.getByRole('combobox', { name: 'Downline agent' }).selectOption({ label: sub });
  await offer.getByRole('textbox', { name: 'Rate' }).fill('40');
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(offer).toHaveCount(0);
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

  // Below the sub-agent, a deeper agent holds 30% (opened and signed through the API).
  const subToken = await apiLogin(request, baseURL, sub, PASSWORD);
  const headers = { Authorization: subToken, Merchant: 'demo' };
  const opened = await request.put('/wps/agent/register', {
    headers,
    data: { account: deep, kind: 'agent' },
  });
  const { value: deepAccount } = (await opened.json()) as {
    value: { memberId: string; initialPassword: string };
  };
  const deepToken = await apiReplacePassword(request, baseURL, deep, deepAccount.initialPassword, PASSWORD);
  const terms = {
    kind: 'dividend',
    rate: '30',
    period: 'monthly',
    minBet: '0',
    minProfitLoss: '0',
    minActiveMembers: 0,
  };
  const deepOffer = await request.put('/wps/agent/contracts', {
    headers,
    data: { lowerId: deepAccount.memberId, terms },
  });
  const { value: deepContract } = (await deepOffer.json()) as { value: { id: string } };
  const signed = await request.post('/wps/agent/contracts/decide', {
    headers: { Authorization: deepToken, Merchant: 'demo' },
    data: { contractId: deepContract.id, accept: true },
  });
  expect(signed.ok()).toBe(true);

  // Lowering the sub-agent's rate to 20%: the offer lists exactly the 30% contract it would end.
  await page.getByRole('button', { name: 'Offer a contract' }).click();
  offer = page.getByRole('dialog', { name: 'Offer a contract' });
  await offer.getByRole('combobox', { name: 'Downline agent' }).selectOption({ label: sub });
  await offer.getByRole('textbox', { name: 'Rate' }).fill('20');
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  const confirmOffer = page.getByRole('dialog', { name: 'Contracts this ends' });
  const ending = confirmOffer.getByTestId('ending-contracts').getByRole('listitem');
  await expect(ending).toHaveCount(1);
  await expect(ending).toContainText(`${sub} → ${deep}`);
  await expect(ending).toContainText('Rate30.00%');
  await page.screenshot({ path: `${SHOTS}/offer-confirmation-dark.png` });
  await confirmOffer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(confirmOffer).toHaveCount(0);

  // The sub-agent accepts, is shown the same contract, confirms, and the deeper contract ends.
  await subPage.reload();
  await waiting.getByRole('button', { name: 'Accept', exact: true }).click();
  const confirmAccept = subPage.getByRole('dialog', { name: 'Contracts this ends' });
  await expect(confirmAccept.getByTestId('ending-contracts').getByRole('listitem')).toHaveText(
    new RegExp(`${sub} → ${deep}`),
  );
  await confirmAccept.getByRole('button', { name: 'Accept and end them' }).click();
  await expect(confirmAccept).toHaveCount(0);
  const deepCard = subPage.getByTestId(`contract-${deepContract.id}`);
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
  await expect(page.getByRole('cell', { name: deep })).toBeVisible();
  // The agent centre's part of the page: a whole-page scan takes minutes on a busy machine.
  expect(await blockingViolations(page, 'main section')).toEqual([]);
});

test('the agent centre reads well in both themes, on a phone, and in Chinese and Vietnamese', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const account = `agshow${stamp}`;
  await apiReplacePassword(request, baseURL, account, await openTopAgent(request, account), PASSWORD);
  await logInAgent(page, account);
  await page.goto('/agent');
  await expect(agentCentre(page).content).toHaveText('Overview', { timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/overview-dark.png`, fullPage: true });
  for (const [theme, language] of [
    ['light', 'EN'],
    ['dark', 'CN'],
    ['light', 'VI'],
  ] as const) {
    await page.evaluate(
      ({ chosenTheme, chosenLanguage }) => {
        localStorage.setItem('theme', chosenTheme);
        localStorage.setItem('lang', chosenLanguage);
      },
      { chosenTheme: theme, chosenLanguage: language },
    );
    for (const entry of [
      'agentTeamOverview',
      'downlineManagmentView',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'contractRequests',
    ]) {
      await page.goto(`/agent?page=${entry}`);
      await expect(agentCentre(page).content).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/${entry}-${theme}-${language}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  for (const entry of ['agentTeamOverview', 'registerCenter', 'personalHistoryCopy', 'agentRevenueReport']) {
    await page.goto(`/agent?page=${entry}`);
    await expect(agentCentre(page).content).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/${entry}-phone.png`, fullPage: true });
  }
});
