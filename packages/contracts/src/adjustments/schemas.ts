import { z } from 'zod';
import { ZApprovalRequest } from '../approvals/schemas.ts';

export const ZBalanceAdjustmentBody = z.object({
  merchant: z.string().min(2).max(32).describe('Brand code'),
  memberAccount: z.string().trim().min(1).max(64).describe("The member's login name"),
  direction: z.enum(['credit', 'debit']).describe('credit adds to the main wallet, debit takes from it'),
  amount: z
    .string()
    .max(32)
    .describe('Positive decimal string with at most the currency scale, e.g. "25.00"'),
  reason: z.string().trim().min(5).max(500).describe('Why: kept in the audit log and the ledger'),
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,80}$/)
    .describe('Chosen by the caller; the same key again answers the first request'),
});

/** An adjustment is a four-eyes request: a second staff member approves it before the money moves. */
export const ZBalanceAdjustmentValue = ZApprovalRequest;
