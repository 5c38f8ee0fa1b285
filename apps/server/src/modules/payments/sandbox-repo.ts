import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The sandbox gateway's books: what a real gateway keeps on its side. */
export function find(db: Kysely<DB>, reference: string) {
  return db
    .selectFrom('sandbox_gateway_orders')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** Opens an order or payout; a repeated request with its reference keeps the first. */
export async function open(
  db: Kysely<DB>,
  row: { reference: string; kind: 'deposit' | 'payout'; amount: string },
): Promise<void> {
  await db
    .insertInto('sandbox_gateway_orders')
    .values({ ...row, status: 'pending' })
    .onConflict((conflict) => conflict.column('reference').doNothing())
    .execute();
}

/** What the payer did on the pay page, once: a settled order keeps its outcome. */
export async function settleOrder(
  db: Kysely<DB>,
  reference: string,
  outcome: { status: 'paid' | 'failed'; paidAmount: string | null },
): Promise<void> {
  await db
    .updateTable('sandbox_gateway_orders')
    .set({ status: outcome.status, paid_amount: outcome.paidAmount, updated_at: new Date() })
    .where('reference', '=', reference)
    .where('kind', '=', 'deposit')
    .where('status', '=', 'pending')
    .execute();
}

/** A pending payout goes through; answers the payout as it now stands. */
export async function settlePayout(db: Kysely<DB>, reference: string) {
  await db
    .updateTable('sandbox_gateway_orders')
    .set({ status: 'paid', updated_at: new Date() })
    .where('reference', '=', reference)
    .where('kind', '=', 'payout')
    .where('status', '=', 'pending')
    .execute();
  return find(db, reference);
}
