import { HOUSE_PROVIDER_CODE } from '@platform/contracts/vendor-wallet/house';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DEMO_BRAND } from '../../db/seed/demo-brand.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { testMember } from '../../test/ledger.ts';
import type { TestServer } from '../../test/test-server.ts';
import { openSession } from '../identity/login/session.ts';
import { accountFor } from '../ledger/service.ts';
import { createMerchant, resolveMerchant } from '../system/service.ts';
import type { ModelBet } from './settlement/model.ts';

export const PIN = '246810';

export type TreeMember = { id: bigint; token: string; account: string };

/**
 * An account placed in the tree directly (no registration round trip), with a session and a payment
 * password: `type` 1 is an agent, 0 a member.
 */
export async function treeMember(
  db: Kysely<DB>,
  merchant: Merchant,
  account: string,
  { type = 1, uplineId = null }: { type?: number; uplineId?: bigint | null } = {},
): Promise<TreeMember> {
  const id = await testMember(db, merchant.id, account, {
    type,
    uplineId,
    paymentPasswordHash: await hashPassword(PIN),
  });
  const token = await openSession(db, merchant, id, { ip: null, userAgent: null }, new Date());
  return { id, token, account };
}

export async function brand(db: Kysely<DB>, code: string): Promise<Merchant> {
  const found = await resolveMerchant(db, { code, host: '' });
  if (found) return found;
  await createMerchant(db, { ...DEMO_BRAND, code, domains: [`${code}.example`] });
  return (await resolveMerchant(db, { code, host: '' })) as Merchant;
}

/**
 * The six relationships of the authorization matrix, seen from agent `self` (prefix keeps each test
 * file's accounts apart): its upline, a sibling under that upline, a direct downline agent, a member
 * deeper down, a direct downline member, and an agent of another brand.
 */
export async function matrixTree(server: TestServer, prefix: string) {
  const { db } = server.database;
  const demo = await brand(db, 'demo');
  const other = await brand(db, `${prefix}other`);
  const upline = await treeMember(db, demo, `${prefix}upline`);
  const self = await treeMember(db, demo, `${prefix}self`, { uplineId: upline.id });
  const sibling = await treeMember(db, demo, `${prefix}sibling`, { uplineId: upline.id });
  const direct = await treeMember(db, demo, `${prefix}direct`, { uplineId: self.id });
  const deeper = await treeMember(db, demo, `${prefix}deeper`, { uplineId: direct.id });
  const member = await treeMember(db, demo, `${prefix}member`, { type: 0, uplineId: self.id });
  const elsewhere = await treeMember(db, other, `${prefix}elsewhere`);
  return { demo, other, upline, self, sibling, direct, deeper, member, elsewhere };
}

/** A call of the demo brand's site with a session, with a JSON body if any. */
export async function call(
  server: TestServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await server.request(path, {
    method,
    headers: {
      Merchant: 'demo',
      Authorization: token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // A CSV export answers text; everything else, and every refusal, the JSON envelope.
  const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false;
  return { status: response.status, body: isJson ? await response.json() : await response.text() };
}

/**
 * Settled game rounds as the game wallet leaves them, one per bet, closed at the bet's time (round ids
 * `prefix`-n; the settlements read only the rounds, not the wallet moves of play).
 */
export async function insertClosedRounds(
  db: Kysely<DB>,
  merchant: Merchant,
  prefix: string,
  bets: readonly ModelBet[],
): Promise<void> {
  const game = await db
    .selectFrom('games')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('vendor_code', '=', 'LOTUS_ORIGINALS')
    .limit(1)
    .executeTakeFirstOrThrow();
  const accounts = new Map<bigint, bigint>();
  for (const { memberId } of bets)
    if (!accounts.has(memberId))
      accounts.set(memberId, await accountFor(db, merchant, 'member.main', { memberId }));
  await sql`INSERT INTO game_rounds (merchant_id, member_id, account_id, provider_code, round_id, game_id, stake, win, refunded, status, opened_at, closed_at)
    SELECT ${merchant.id}, m, a, ${HOUSE_PROVIDER_CODE}, ${prefix} || '-' || ord, ${game.id}, s, w, r, 'closed', t, t
    FROM unnest(${bets.map((bet) => String(bet.memberId))}::bigint[], ${bets.map((bet) => String(accounts.get(bet.memberId)))}::bigint[], ${bets.map((bet) => String(bet.stake))}::bigint[],
      ${bets.map((bet) => String(bet.win))}::bigint[], ${bets.map((bet) => String(bet.refunded))}::bigint[],
      ${bets.map((bet) => bet.at.toISOString())}::timestamptz[]) WITH ORDINALITY AS b(m, a, s, w, r, t, ord)`.execute(
    db,
  );
}
