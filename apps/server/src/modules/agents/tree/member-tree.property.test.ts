import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../../db/seed/demo-brand.ts';
import type { Merchant } from '../../../platform/merchant.ts';
import { testMember } from '../../../test/ledger.ts';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createMerchant, resolveMerchant } from '../../system/service.ts';

let database: TestDatabase;
let brand: Merchant;

beforeAll(async () => {
  database = await openTestDatabase();
  await createMerchant(database.db, DEMO_BRAND);
  brand = (await resolveMerchant(database.db, { code: 'demo', host: '' })) as Merchant;
});
afterAll(() => database?.close());

/** Open a member under an earlier one (or at the top), or move one under another (or to the top). */
type Step = { op: 'open'; under: number | null } | { op: 'move'; who: number; under: number | null };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('open' as const), under: fc.option(fc.nat(), { nil: null }) }),
  fc.record({ op: fc.constant('move' as const), who: fc.nat(), under: fc.option(fc.nat(), { nil: null }) }),
);

/** The paths the closure table must hold, by walking each member's uplines in plain code. */
function walkedPaths(uplineOf: Map<bigint, bigint | null>): string[] {
  const paths: string[] = [];
  for (const member of uplineOf.keys()) {
    let depth = 0;
    for (let at: bigint | null = member; at !== null; at = uplineOf.get(at) ?? null, depth += 1)
      paths.push(`${at}>${member}@${depth}`);
  }
  return paths.sort();
}

let opened = 0;

it('the closure table always equals the paths walked up from every member', async () => {
  const { db } = database;
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
      const uplineOf = new Map<bigint, bigint | null>();
      const ids: bigint[] = [];
      const pick = (index: number | null) =>
        index === null || ids.length === 0 ? null : (ids[index % ids.length] ?? null);
      for (const next of steps) {
        if (next.op === 'open') {
          const under = pick(next.under);
          opened += 1;
          const id = await testMember(db, brand.id, `tree${opened}`, { uplineId: under });
          uplineOf.set(id, under);
          ids.push(id);
          continue;
        }
        const who = pick(next.who);
        const under = pick(next.under);
        if (who === null) continue;
        let isCycle = false;
        for (let at = under; at !== null; at = uplineOf.get(at) ?? null) if (at === who) isCycle = true;
        const moving = db.updateTable('members').set({ upline_id: under }).where('id', '=', who).execute();
        if (isCycle) await expect(moving).rejects.toThrow();
        else {
          await moving;
          uplineOf.set(who, under);
        }
      }
      if (ids.length === 0) return;
      const rows = await db
        .selectFrom('member_tree')
        .select(['ancestor_id', 'descendant_id', 'depth'])
        .where('descendant_id', 'in', ids)
        .execute();
      expect(rows.map((row) => `${row.ancestor_id}>${row.descendant_id}@${row.depth}`).sort()).toEqual(
        walkedPaths(uplineOf),
      );
    }),
  );
});
