import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/**
 * Merges `changes` into the member's profile (an empty value removes its key) and sets the
 * nickname when given. Set-once keys are only written while absent, in the same statement, so two
 * concurrent first settings cannot both win: answers false when one of them was already set.
 */
export async function updateProfile(
  db: Kysely<DB>,
  memberId: bigint,
  update: { changes: Record<string, string>; setOnce: readonly string[]; nickname?: string | undefined },
): Promise<boolean> {
  const setOnceGiven = update.setOnce.filter((key) => key in update.changes);
  const result = await db
    .updateTable('members')
    .set({
      profile: sql`jsonb_strip_nulls(profile || ${JSON.stringify(
        Object.fromEntries(Object.entries(update.changes).map(([key, value]) => [key, value || null])),
      )}::jsonb)`,
      ...(update.nickname !== undefined ? { nickname: update.nickname } : {}),
    })
    .where('id', '=', memberId)
    .where((eb) => eb.and(setOnceGiven.map((key) => eb(sql`coalesce(profile ->> ${key}, '')`, '=', ''))))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Sets the verified mobile while the member has none; false when it had one already. */
export async function setVerifiedMobile(db: Kysely<DB>, memberId: bigint, mobile: string): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ verified_mobile: mobile })
    .where('id', '=', memberId)
    .where('verified_mobile', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
