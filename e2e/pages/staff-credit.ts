import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN, E2E_FINANCE } from '../fixtures/operator.ts';

/**
 * Credits a demo member's main wallet through the operator API, as a browser test's start: finance
 * staff ask for the adjustment and an admin approves it (four eyes), and only then does it move.
 */
export async function creditMember(
  request: APIRequestContext,
  username: string,
  amount: string,
  idempotencyKey = `e2e-credit-${username}`,
): Promise<void> {
  const asked = await request.post('/ops/members/balance-adjustments', {
    headers: { Authorization: E2E_FINANCE.token },
    data: {
      merchant: 'demo',
      memberAccount: username,
      direction: 'credit',
      amount,
      reason: 'Browser test credit',
      idempotencyKey,
    },
  });
  expect(asked.ok()).toBe(true);
  const { value } = (await asked.json()) as { value: { id: string } };
  const approved = await request.post('/ops/approvals/approve', {
    headers: { Authorization: E2E_ADMIN.token },
    data: { merchant: 'demo', requestId: value.id },
  });
  expect(approved.ok()).toBe(true);
}
