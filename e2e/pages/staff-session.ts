import { type APIRequestContext, expect } from '@playwright/test';

/** Logs a staff account of the browser tests in on the operator API; answers the headers of its calls. */
export async function staffHeaders(
  request: APIRequestContext,
  credentials: { account: string; password: string },
): Promise<{ Authorization: string }> {
  const login = await request.post('/ops/session/login', { data: credentials });
  expect(login.ok()).toBe(true);
  const { value } = (await login.json()) as { value: { token: string } };
  return { Authorization: value.token };
}
