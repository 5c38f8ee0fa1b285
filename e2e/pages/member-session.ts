import { expect, type Page } from '@playwright/test';
import { solvedHumanCheck } from '../../apps/server/src/test/human-check.ts';
import { type FirstVisitOptions, prepareFirstVisit } from './first-visit.ts';

type MemberInfo = {
  id: string;
  account: string;
  nickname: string | null;
  memberLabel: { labelName: string }[];
  type: number;
};

/**
 * Starts a member's session in the page as a login through the site leaves it (the spec's session
 * storage keys), from a token the API gave: a test about a later screen skips the login window, which
 * its own specs cover. Written once per tab, before the first page loads, so a sign-out in the test
 * stays signed out.
 */
export async function startSession(page: Page, token: string): Promise<void> {
  const answer = await page.request.get('/wps/member/info', {
    headers: { Authorization: token, Merchant: 'demo' },
  });
  expect(answer.ok()).toBe(true);
  const { value: info } = (await answer.json()) as { value: MemberInfo };
  await page.addInitScript(
    ({ sessionToken, member }) => {
      if (sessionStorage.getItem('e2eSessionStarted') !== null) return;
      sessionStorage.setItem('e2eSessionStarted', '1');
      sessionStorage.setItem('token', sessionToken);
      sessionStorage.setItem('account', member.account);
      sessionStorage.setItem('customerId', member.id);
      sessionStorage.setItem('nickname', member.nickname ?? '');
      sessionStorage.setItem('memberLabel', member.memberLabel.map(({ labelName }) => labelName).join(' '));
      sessionStorage.setItem('memberType', String(member.type));
    },
    { sessionToken: token, member: info },
  );
}

/** A first visit in a tab of its own with a session from an API token: the login window has its own specs. */
export async function sessionTab(
  page: Page,
  token: string,
  firstVisit: FirstVisitOptions = {},
): Promise<void> {
  await prepareFirstVisit(page, firstVisit);
  await startSession(page, token);
}

/** Logs a demo member in through the API and starts its session in the page, on a first visit. */
export async function logInByApi(
  page: Page,
  baseURL: string | undefined,
  username: string,
  password: string,
  firstVisit: FirstVisitOptions = {},
): Promise<string> {
  const login = await page.request.post('/wps/session/login', {
    headers: { Merchant: 'demo' },
    data: { username, password, humanCheck: await solvedHumanCheck(baseURL ?? '') },
  });
  expect(login.ok()).toBe(true);
  const { value } = (await login.json()) as { value: { token: string } };
  await sessionTab(page, value.token, firstVisit);
  return value.token;
}
