import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_RISK } from '../fixtures/operator.ts';

/** The ledger's invariants hold, as risk staff ask the operator API after a test moved money. */
export async function expectLedgerHealthy(request: APIRequestContext): Promise<void> {
  const checked = await request.get('/ops/ledger/invariants', { headers: { Authorization: E2E_RISK.token } });
  expect(checked.ok()).toBe(true);
  expect(((await checked.json()) as { value: { healthy: boolean } }).value.healthy).toBe(true);
}
