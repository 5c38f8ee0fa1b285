import type { ContractKind } from '@platform/contracts/agents/contract-schemas';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { Period } from './periods.ts';
import type { DividendPeriod, SettlementContract } from './rules.ts';

/**
 * The contracts of `kind` in force at `at` (a period's end): decided (signed) by then and not yet
 * terminated or run out. A contract signed or ended mid-period is settled with the one in force at the
 * end, so a replacement never pays a period twice.
 *
 * An end time is inclusive of a period ending exactly then, and a period that straddles it pays nothing
 * for the contract: the rules read a period's play as a whole (thresholds, active members, the
 * downline's share), so a part of one would pay by rules no contract states. A contract the expiry
 * ended (terminated at its end time) still pays its periods up to that end. Dividends of every period
 * are read: which run settles one depends on its line (ofLinePeriod).
 */
export async function contractsInForceAt(
  db: Kysely<DB>,
  merchantId: bigint,
  filter: { kind: ContractKind; at: Date },
): Promise<SettlementContract[]> {
  const rows = await db
    .selectFrom('agent_contracts')
    .select([
      'id',
      'upper_id',
      'lower_id',
      'kind',
      'rate',
      'loss_rate',
      'min_bet',
      'min_profit_loss',
      'min_active',
      'period',
    ])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', filter.kind)
    .where('state', 'in', ['established', 'terminating', 'terminated'])
    .where('decided_at', '<=', filter.at)
    .where((eb) =>
      eb.or([
        eb('terminated_at', 'is', null),
        eb('terminated_at', '>', filter.at),
        eb('terminated_at', '>=', eb.ref('ends_at')),
      ]),
    )
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>=', filter.at)]))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    upperId: row.upper_id,
    lowerId: row.lower_id,
    kind: row.kind,
    rate: row.rate,
    lossRate: row.loss_rate,
    minBet: row.min_bet,
    minProfitLoss: row.min_profit_loss,
    minActive: row.min_active,
    period: row.period,
  }));
}

/** The (ancestor, descendant) pairs of the holders' teams, each holder with itself. */
export async function teamLinks(db: Kysely<DB>, holders: readonly bigint[]) {
  if (holders.length === 0) return [];
  const rows = await db
    .selectFrom('member_tree')
    .select(['ancestor_id', 'descendant_id'])
    .where('ancestor_id', '=', sql<bigint>`any(${sql.val(holders)}::bigint[])`)
    .execute();
  return rows.map((row) => ({ ancestorId: row.ancestor_id, descendantId: row.descendant_id }));
}

export type SettlementInsert = Required<Omit<Insertable<DB['agent_settlements']>, 'id' | 'settled_at'>>;

/** The settlement rows, but those whose contract's period has one already; answers the ids written. */
export async function insertSettlements(db: Kysely<DB>, rows: readonly SettlementInsert[]) {
  if (rows.length === 0) return [];
  return db
    .insertInto('agent_settlements')
    .values([...rows])
    .onConflict((oc) => oc.columns(['contract_id', 'period_start']).doNothing())
    .returning('contract_id')
    .execute();
}

/** Points the settlements of these contracts' period at the transfer that paid them. */
export async function linkTransfer(
  db: Kysely<DB>,
  contractIds: readonly bigint[],
  periodStart: Date,
  transferId: bigint,
): Promise<void> {
  await db
    .updateTable('agent_settlements')
    .set({ ledger_transfer_id: transferId })
    .where('contract_id', 'in', contractIds)
    .where('period_start', '=', periodStart)
    .execute();
}

/**
 * The contracts of these ids that have a settlement of a period overlapping `period`: the period itself,
 * or one of another length, when a contract's line changed period under it (ofLinePeriod) and it would
 * otherwise be paid twice for the same play.
 */
export async function settledContracts(db: Kysely<DB>, ids: readonly bigint[], period: Period) {
  if (ids.length === 0) return new Set<bigint>();
  const rows = await db
    .selectFrom('agent_settlements')
    .select('contract_id')
    .distinct()
    .where('contract_id', 'in', ids)
    .where('period_start', '<', period.end)
    .where('period_end', '>', period.start)
    .execute();
  return new Set(rows.map(({ contract_id }) => contract_id));
}

/** The brands with any contract ever signed: the only ones with settlements to run. */
export async function brandsWithContracts(db: Kysely<DB>): Promise<bigint[]> {
  const rows = await db
    .selectFrom('agent_contracts')
    .select('merchant_id')
    .distinct()
    .where('decided_at', 'is not', null)
    .execute();
  return rows.map(({ merchant_id }) => merchant_id);
}

/** When the first contract of the run's kind was signed: where a brand's first run starts. */
export async function firstSigning(
  db: Kysely<DB>,
  merchantId: bigint,
  filter: { kind: ContractKind; dividendPeriod: DividendPeriod | null },
): Promise<Date | null> {
  let query = db
    .selectFrom('agent_contracts')
    .select((eb) => eb.fn.min('decided_at').as('first'))
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', filter.kind)
    .where('state', 'in', ['established', 'terminating', 'terminated']);
  if (filter.dividendPeriod !== null) query = query.where('period', '=', filter.dividendPeriod);
  const row = await query.executeTakeFirst();
  return row?.first ?? null;
}

/**
 * Where a run goes on: its first period (`firstStart`) if that never finished, otherwise the end of
 * the unbroken chain of finished periods from there, so a period settled out of turn (a staff rerun
 * of a later one) never makes the job skip the ones before it.
 */
export async function resumeAt(
  db: Kysely<DB>,
  merchantId: bigint,
  runKind: string,
  firstStart: Date,
): Promise<Date> {
  const runs = db
    .selectFrom('agent_settlement_runs as r')
    .where('r.merchant_id', '=', merchantId)
    .where('r.run_kind', '=', runKind)
    .where('r.period_start', '>=', firstStart);
  const first = await runs
    .select('r.period_start')
    .where('r.period_start', '=', firstStart)
    .executeTakeFirst();
  if (!first) return firstStart;
  const gap = await runs
    .select((eb) => eb.fn.min('r.period_end').as('end'))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('agent_settlement_runs as n')
            .select('n.period_start')
            .whereRef('n.merchant_id', '=', 'r.merchant_id')
            .whereRef('n.run_kind', '=', 'r.run_kind')
            .whereRef('n.period_start', '=', 'r.period_end'),
        ),
      ),
    )
    .executeTakeFirst();
  return gap?.end ?? firstStart;
}

/** Records a finished period; a rerun updates its figures (they can only have grown by what it paid). */
export async function recordRun(
  db: Kysely<DB>,
  run: { merchantId: bigint; runKind: string; start: Date; end: Date },
): Promise<void> {
  const totals = db
    .selectFrom('agent_settlements as s')
    .innerJoin('agent_contracts as c', 'c.id', 's.contract_id')
    .where('s.merchant_id', '=', run.merchantId)
    .where('s.period_start', '=', run.start)
    .where('s.period_end', '=', run.end);
  const figures = await totals
    .select((eb) => [
      eb.fn.countAll<string>().as('contracts'),
      eb.fn.coalesce(eb.fn.sum<string>('s.amount'), sql<string>`0`).as('paid'),
    ])
    .where('c.kind', '=', run.runKind.startsWith('dividend') ? 'dividend' : (run.runKind as ContractKind))
    .executeTakeFirstOrThrow();
  const values = { contracts: Number(figures.contracts), paid: BigInt(figures.paid) };
  await db
    .insertInto('agent_settlement_runs')
    .values({
      merchant_id: run.merchantId,
      run_kind: run.runKind,
      period_start: run.start,
      period_end: run.end,
      ...values,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'run_kind', 'period_start']).doUpdateSet(values))
    .execute();
}

export function runsOf(
  db: Kysely<DB>,
  merchantId: bigint,
  filter: { runKind: string; from: Date; until: Date },
) {
  return db
    .selectFrom('agent_settlement_runs')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('run_kind', '=', filter.runKind)
    .where('period_start', '>=', filter.from)
    .where('period_start', '<', filter.until)
    .orderBy('period_start', 'desc')
    .limit(500)
    .execute();
}

type RecordFilter = {
  merchantId: bigint;
  memberId: bigint;
  kinds: readonly ContractKind[];
  from: Date;
  until: Date;
};

function recordsOf(db: Kysely<DB>, filter: RecordFilter) {
  return db
    .selectFrom('agent_settlements')
    .where('merchant_id', '=', filter.merchantId)
    .where('member_id', '=', filter.memberId)
    .where('kind', 'in', filter.kinds)
    .where('period_start', '>=', filter.from)
    .where('period_start', '<', filter.until);
}

/** The member's settlements of the kinds whose period starts in the range, newest first, one page. */
export function memberSettlements(
  db: Kysely<DB>,
  filter: RecordFilter,
  page: { offset: number; limit: number },
) {
  return recordsOf(db, filter)
    .selectAll()
    .orderBy('period_start', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function memberSettlementTotals(db: Kysely<DB>, filter: RecordFilter) {
  const row = await recordsOf(db, filter)
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('amount'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), amount: BigInt(row.amount) };
}

type RunLineFilter = {
  merchantId: bigint;
  kind: ContractKind;
  periodStart: Date;
  periodEnd: Date;
  memberId?: bigint | undefined;
};

function runLines(db: Kysely<DB>, filter: RunLineFilter) {
  return db
    .selectFrom('agent_settlements as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .where('s.merchant_id', '=', filter.merchantId)
    .where('s.kind', '=', filter.kind)
    .where('s.period_start', '=', filter.periodStart)
    .where('s.period_end', '=', filter.periodEnd)
    .$if(filter.memberId !== undefined, (query) =>
      query.where('s.member_id', '=', filter.memberId as bigint),
    );
}

/** A page of one run's settlements (its period and kind), largest pay first, and how many there are. */
export async function runLinesPage(
  db: Kysely<DB>,
  filter: RunLineFilter,
  page: { offset: number; limit: number },
) {
  const [rows, count] = await Promise.all([
    runLines(db, filter)
      .selectAll('s')
      .select('m.account')
      .orderBy('s.amount', 'desc')
      .orderBy('s.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    runLines(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
