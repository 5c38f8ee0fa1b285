import type { LiveChange } from '@platform/contracts/member-live/schemas';
import type { Kysely } from 'kysely';
import { afterCommit } from '../db/after-commit.ts';
import type { DB } from '../db/schema.ts';

/** Who changed: some members of a brand, or all of them (a message to the whole brand). */
export type MemberChange = { merchantId: bigint; kind: LiveChange; memberIds: readonly bigint[] | 'brand' };
type Hearer = (change: MemberChange) => void;
const hearers = new Set<Hearer>();

/**
 * Tells `hearer` of every member change this process commits from now on (member-live signals it to
 * the instances whose streams follow them); answers what stops it. A module below member-live says a
 * member's messages or bets changed through here, as the ledger does for money, so it never imports it.
 */
export function hearMemberChanges(hearer: Hearer): () => void {
  hearers.add(hearer);
  return () => {
    hearers.delete(hearer);
  };
}

/** Says members changed, once `db`'s transaction commits (at once outside one). */
export async function memberChanged(db: Kysely<DB>, change: MemberChange): Promise<void> {
  if (hearers.size === 0 || (change.memberIds !== 'brand' && change.memberIds.length === 0)) return;
  await afterCommit(db, () => {
    for (const hear of hearers) hear(change);
  });
}
