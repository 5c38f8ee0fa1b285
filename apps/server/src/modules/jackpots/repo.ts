import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function insertJackpot(
  db: Kysely<DB>,
  jackpot: {
    merchantId: bigint;
    code: string;
    contributionBp: number;
    seedAmount: bigint;
    state: 'opening' | 'open';
  },
) {
  return db
    .insertInto('jackpots')
    .values({
      merchant_id: jackpot.merchantId,
      code: jackpot.code,
      contribution_bp: jackpot.contributionBp,
      seed_amount: jackpot.seedAmount,
      state: jackpot.state,
    })
    .onConflict((conflict) => conflict.columns(['merchant_id', 'code']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function insertJackpotGames(db: Kysely<DB>, jackpotId: bigint, gameCodes: readonly string[]) {
  if (gameCodes.length === 0) return;
  await db
    .insertInto('jackpot_games')
    .values(gameCodes.map((game_code) => ({ jackpot_id: jackpotId, game_code })))
    .execute();
}

/** The brand's jackpots with the games that feed each. */
export function jackpotsOf(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('jackpots')
    .leftJoin('jackpot_games', 'jackpot_games.jackpot_id', 'jackpots.id')
    .select([
      'jackpots.id',
      'jackpots.code',
      'contribution_bp',
      'seed_amount',
      'state',
      'jackpot_games.game_code',
    ])
    .where('merchant_id', '=', merchantId)
    .orderBy('seed_amount', 'desc')
    .orderBy('jackpots.id')
    .execute();
}

/** The jackpot, locked: wins of one jackpot take turns, each paying the pool the one before left. */
export function lockJackpot(db: Kysely<DB>, merchantId: bigint, code: string) {
  return db
    .selectFrom('jackpots')
    .select(['id', 'seed_amount', 'state'])
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
}

export function isGameOf(db: Kysely<DB>, jackpotId: bigint, gameCode: string) {
  return db
    .selectFrom('jackpot_games')
    .select('jackpot_id')
    .where('jackpot_id', '=', jackpotId)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
}

export function winOfRound(db: Kysely<DB>, jackpotId: bigint, gameRoundId: bigint) {
  return db
    .selectFrom('jackpot_wins')
    .select('id')
    .where('jackpot_id', '=', jackpotId)
    .where('game_round_id', '=', gameRoundId)
    .executeTakeFirst();
}

export function insertWin(
  db: Kysely<DB>,
  win: {
    jackpotId: bigint;
    merchantId: bigint;
    memberId: bigint;
    gameRoundId: bigint;
    amount: bigint;
    ledgerTransferId: bigint | null;
  },
) {
  return db
    .insertInto('jackpot_wins')
    .values({
      jackpot_id: win.jackpotId,
      merchant_id: win.merchantId,
      member_id: win.memberId,
      game_round_id: win.gameRoundId,
      amount: win.amount,
      ledger_transfer_id: win.ledgerTransferId,
    })
    .execute();
}

/** The brand's latest jackpot wins, newest first. */
export function latestWins(db: Kysely<DB>, merchantId: bigint, limit: number) {
  return db
    .selectFrom('jackpot_wins')
    .innerJoin('jackpots', 'jackpots.id', 'jackpot_wins.jackpot_id')
    .select(['jackpots.code', 'jackpot_wins.member_id', 'jackpot_wins.amount', 'jackpot_wins.created_at'])
    .where('jackpot_wins.merchant_id', '=', merchantId)
    .orderBy('jackpot_wins.created_at', 'desc')
    .orderBy('jackpot_wins.id', 'desc')
    .limit(limit)
    .execute();
}

/** The jackpot by its code, locked: one change of its rules or seed at a time, and none during a win. */
export function lockJackpotRules(db: Kysely<DB>, merchantId: bigint, code: string) {
  return db
    .selectFrom('jackpots')
    .select(['id', 'code', 'contribution_bp', 'seed_amount', 'state'])
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
}

export async function gameCodesOf(db: Kysely<DB>, jackpotId: bigint) {
  const rows = await db
    .selectFrom('jackpot_games')
    .select('game_code')
    .where('jackpot_id', '=', jackpotId)
    .orderBy('game_code')
    .execute();
  return rows.map(({ game_code }) => game_code);
}

export async function setRules(
  db: Kysely<DB>,
  jackpotId: bigint,
  rules: { contributionBp: number; gameCodes: readonly string[] },
) {
  await db
    .updateTable('jackpots')
    .set({ contribution_bp: rules.contributionBp })
    .where('id', '=', jackpotId)
    .execute();
  await db.deleteFrom('jackpot_games').where('jackpot_id', '=', jackpotId).execute();
  await insertJackpotGames(db, jackpotId, rules.gameCodes);
}

export function setSeed(db: Kysely<DB>, jackpotId: bigint, seedAmount: bigint) {
  return db.updateTable('jackpots').set({ seed_amount: seedAmount }).where('id', '=', jackpotId).execute();
}

/** A jackpot's latest wins, newest first. */
export function latestWinsOf(db: Kysely<DB>, jackpotId: bigint, limit: number) {
  return db
    .selectFrom('jackpot_wins')
    .select(['member_id', 'amount', 'created_at'])
    .where('jackpot_id', '=', jackpotId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** An opening's seed has moved into its pool: from now on it takes games, fundings and wins. */
export function markOpen(db: Kysely<DB>, jackpotId: bigint) {
  return db
    .updateTable('jackpots')
    .set({ state: 'open' })
    .where('id', '=', jackpotId)
    .where('state', '=', 'opening')
    .execute();
}

/** Closes a jackpot: its games go, so no stake feeds it and no round wins it. */
export async function markClosed(db: Kysely<DB>, jackpotId: bigint) {
  await db.deleteFrom('jackpot_games').where('jackpot_id', '=', jackpotId).execute();
  await db
    .updateTable('jackpots')
    .set({ state: 'closed', closed_at: new Date() })
    .where('id', '=', jackpotId)
    .where('state', '<>', 'closed')
    .execute();
}

/** Of these ledger accounts, the jackpot pools, and whether each one's jackpot is open (jackpot_pool_states). */
export async function poolStates(db: Kysely<DB>, accountIds: readonly bigint[]) {
  const { rows } = await sql<{ account_id: bigint; open: boolean }>`SELECT account_id, open
    FROM jackpot_pool_states(${accountIds.map(String)}::bigint[])`.execute(db);
  return rows;
}
