import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { solvedHumanCheck } from '../../apps/server/src/test/human-check.ts';
import { E2E_ADMIN } from '../fixtures/operator.ts';

/** Staff open a top agent of the demo brand through the operator API; answers its one-time password. */
export async function openTopAgent(request: APIRequestContext, account: string): Promise<string> {
  const session = E2E_ADMIN;
  const opened = await request.post('/ops/agents', {
    headers: { Authorization: session.token },
    data: { merchant: 'demo', account, agentType: 1, reason: 'Browser test of the agent centre' },
  });
  expect(opened.ok()).toBe(true);
  return ((await opened.json()) as { value: { initialPassword: string } }).value.initialPassword;
}

/** Logs an account in through the API; answers its session token. */
async function apiLogin(
  request: APIRequestContext,
  baseURL: string | undefined,
  username: string,
  password: string,
): Promise<string> {
  const login = await request.post('/wps/session/login', {
    headers: { Merchant: 'demo' },
    data: { username, password, humanCheck: await solvedHumanCheck(baseURL ?? '') },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { value: { token: string } }).value.token;
}

/** Replaces a one-time password through the API, as the first-login window would; answers a new session. */
export async function apiReplacePassword(
  request: APIRequestContext,
  baseURL: string | undefined,
  username: string,
  initialPassword: string,
  password: string,
): Promise<string> {
  const first = await apiLogin(request, baseURL, username, initialPassword);
  const changed = await request.post('/wps/member/password', {
    headers: { Authorization: first, Merchant: 'demo' },
    data: { oldPassword: initialPassword, newPassword: password, confirmNewPassword: password },
  });
  expect(changed.ok()).toBe(true);
  return apiLogin(request, baseURL, username, password);
}

/** Staff open a top agent of the demo brand, which replaces its one-time password; answers a session. */
export async function apiTopAgent(
  request: APIRequestContext,
  baseURL: string | undefined,
  account: string,
  password: string,
): Promise<string> {
  return apiReplacePassword(request, baseURL, account, await openTopAgent(request, account), password);
}

/**
 * An agent opens a direct downline account through the API, and the account replaces its one-time
 * password; answers its id and a session.
 */
export async function apiOpenDownline(
  request: APIRequestContext,
  baseURL: string | undefined,
  opener: { token: string; account: string; kind: 'agent' | 'member'; password: string },
): Promise<{ memberId: string; token: string }> {
  const opened = await request.put('/wps/agent/register', {
    headers: { Authorization: opener.token, Merchant: 'demo' },
    data: { account: opener.account, kind: opener.kind },
  });
  expect(opened.ok()).toBe(true);
  const { value } = (await opened.json()) as { value: { memberId: string; initialPassword: string } };
  return {
    memberId: value.memberId,
    token: await apiReplacePassword(request, baseURL, opener.account, value.initialPassword, opener.password),
  };
}

/** An agent offers its direct downline agent a contract and the downline accepts, through the API. */
export async function apiSignContract(
  request: APIRequestContext,
  tokens: { upper: string; lower: string },
  lowerId: string,
  terms: object,
): Promise<string> {
  const offered = await request.put('/wps/agent/contracts', {
    headers: { Authorization: tokens.upper, Merchant: 'demo' },
    data: { lowerId, terms },
  });
  expect(offered.ok()).toBe(true);
  const { value: contract } = (await offered.json()) as { value: { id: string } };
  const signed = await request.post('/wps/agent/contracts/decide', {
    headers: { Authorization: tokens.lower, Merchant: 'demo' },
    data: { contractId: contract.id, accept: true },
  });
  expect(signed.ok()).toBe(true);
  return contract.id;
}

/** The agent centre's page object. */
export function agentCentre(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Agent centre menu' });
  return {
    menu,
    open: (entry: string) => menu.getByRole('link', { name: entry }).click(),
    content: page.getByTestId('agent-page-title'),
  };
}
