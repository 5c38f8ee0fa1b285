import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_FINANCE } from '../fixtures/operator.ts';

/** Finance staff credit a demo member's main wallet through the operator API, as a browser test's start. */
export async function creditMember(
  request: APIRequestContext,
  username: string,
  amount: string,
  idempotencyKey = `e2e-credit-${username}`,
): Promise<void> {
  const value = E2E_FINANCE;
  const credited = await request.post('/ops/members/balance-adjustments', {
    headers: { Authorization: value.token },
    data: {
      merchant: 'demo',
      memberAccount: username,
      direction: 'credit',
      amount,
      reason: 'Browser test credit',
      idempotencyKey,
    },
  });
  expect(credited.ok()).toBe(true);
}
