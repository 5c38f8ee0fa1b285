import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../db/schema.ts';
import { insertMember } from '../modules/identity/repo.ts';
import { ledgerViolations } from '../modules/ledger/invariants.ts';
import { accountFor, transfer } from '../modules/ledger/service.ts';

/**
 * Runs the ledger's invariant queries: every money test ends with this. `accountIds` narrows them to
 * those accounts (see ledgerViolations), for a check after every step of a long test.
 */
export async function expectLedgerHealthy(
  db: Kysely<DB>,
  scope: { accountIds?: readonly bigint[] } = {},
): Promise<void> {
  expect(await ledgerViolations(db, scope)).toEqual([]);
}

/**
 * A member to hold accounts, opened as registration would, with no usable password: `type` 1 is an
 * agent, and a payment password hash lets it confirm money actions.
 */
export async function testMember(
  db: Kysely<DB>,
  merchantId: bigint,
  account: string,
  {
    uplineId = null,
    type = 0,
    paymentPasswordHash = null,
  }: { uplineId?: bigint | null; type?: number; paymentPasswordHash?: string | null } = {},
): Promise<bigint> {
  const id = await insertMember(db, {
    merchantId,
    account,
    verifiedMobile: null,
    passwordHash: '!',
    paymentPasswordHash,
    language: 'EN',
    profile: {},
    ip: null,
    uplineId,
    type,
  });
  if (id === undefined) throw new Error(`member ${account} exists`);
  return id;
}

/** Pays `amount` into an account from the brand's cash-in account, as a confirmed deposit would. */
export async function deposit(
  db: Kysely<DB>,
  merchant: { id: bigint; currency: string },
  accountId: bigint,
  amount: bigint,
  idempotencyKey: string,
) {
  const cashIn = await accountFor(db, merchant, 'system.cash_in');
  return transfer(db, {
    merchantId: merchant.id,
    idempotencyKey,
    kind: 'deposit',
    legs: [
      { accountId: cashIn, amount: -amount },
      { accountId, amount },
    ],
  });
}
