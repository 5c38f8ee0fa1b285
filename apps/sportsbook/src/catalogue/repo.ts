import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB, EventStatus } from '../db/schema.ts';
import type { FeedEvent } from '../feed/source.ts';

const json = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner));

async function competitionId(trx: Transaction<DB>, sport: string, name: string): Promise<bigint> {
  const row = await trx
    .insertInto('competition')
    .values({ sport_code: sport, name })
    .onConflict((conflict) => conflict.columns(['sport_code', 'name']).doUpdateSet({ name }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes one event as the source reports it. The commitment is written once: a source cannot change
 * the outcome it committed to. A market's result that differs from the stored one is a new result
 * version, which settlement takes once.
 */
export async function writeEvent(trx: Transaction<DB>, source: string, event: FeedEvent): Promise<void> {
  const competition = await competitionId(trx, event.sport, event.competition);
  const { id: eventId } = await trx
    .insertInto('event')
    .values({
      source,
      source_id: event.sourceId,
      competition_id: competition,
      home: event.home,
      away: event.away,
      starts_at: event.startsAt,
      status: event.status,
      commitment: event.commitment,
      reveal: event.reveal ? json(event.reveal) : null,
    })
    .onConflict((conflict) =>
      conflict.columns(['source', 'source_id']).doUpdateSet({
        starts_at: event.startsAt,
        status: event.status,
        commitment: sql`coalesce(event.commitment, excluded.commitment)`,
        reveal: sql`coalesce(excluded.reveal, event.reveal)`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const market of event.markets) {
    // A voided market stays so whatever the feed says next, and a settled one until its result
    // changes: a changed result is a new version for settlement to take, and the market is the
    // feed's again (closed) until its bets are settled at it (settlement/markets.ts).
    const result = market.result === undefined ? null : json(market.result);
    const { id: marketId } = await trx
      .insertInto('market')
      .values({
        event_id: eventId,
        key: market.key,
        definition: json(market.market),
        status: market.status,
        result,
        result_version: result === null ? 0 : 1,
      })
      .onConflict((conflict) =>
        conflict.columns(['event_id', 'key']).doUpdateSet({
          status: sql`CASE
            WHEN market.status = 'void' THEN market.status
            WHEN market.status = 'settled'
              AND NOT (excluded.result IS NOT NULL AND excluded.result IS DISTINCT FROM market.result)
              THEN market.status
            ELSE excluded.status END`,
          result: sql`coalesce(excluded.result, market.result)`,
          result_version: sql`market.result_version
            + CASE WHEN excluded.result IS NOT NULL AND excluded.result IS DISTINCT FROM market.result THEN 1 ELSE 0 END`,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const selectionStatus = market.status === 'open' ? 'open' : 'suspended';
    if (market.selections.length > 0)
      await trx
        .insertInto('selection')
        .values(
          market.selections.map(({ code, price, fairProbability }) => ({
            market_id: marketId,
            code,
            price,
            status: selectionStatus,
            fair_probability: fairProbability ?? null,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['market_id', 'code']).doUpdateSet({
            price: sql`excluded.price`,
            fair_probability: sql`excluded.fair_probability`,
            status: sql`CASE WHEN selection.status = 'settled' THEN selection.status ELSE excluded.status END`,
          }),
        )
        .execute();
    // A selection the source no longer prices (ruled out in play) takes no bets, and its fair
    // probability is no longer part of its market's book when the book is priced at a brand's margin.
    await trx
      .updateTable('selection')
      .set({
        status: sql`CASE WHEN status = 'open' THEN 'suspended' ELSE status END`,
        fair_probability: null,
      })
      .where('market_id', '=', marketId)
      .where((eb) => eb.or([eb('status', '=', 'open'), eb('fair_probability', 'is not', null)]))
      .where(
        'code',
        'not in',
        market.selections.length > 0 ? market.selections.map(({ code }) => code) : [''],
      )
      .execute();
  }
}

const OPEN_STATUSES: readonly EventStatus[] = ['scheduled', 'live', 'suspended'];

/**
 * Cancels the source's open events it no longer reports (a source reports every event it keeps):
 * their markets close, and settlement voids their bets.
 */
export async function cancelUnreported(
  db: Kysely<DB>,
  source: string,
  reported: readonly string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cancelled = await trx
      .updateTable('event')
      .set({ status: 'cancelled' })
      .where('source', '=', source)
      .where('status', 'in', OPEN_STATUSES)
      .where('source_id', 'not in', reported.length > 0 ? reported : [''])
      .returning('id')
      .execute();
    if (cancelled.length === 0) return;
    const markets = trx
      .selectFrom('market')
      .select('id')
      .where(
        'event_id',
        'in',
        cancelled.map(({ id }) => id),
      );
    await trx
      .updateTable('market')
      .set({ status: 'closed' })
      .where('id', 'in', markets)
      .where('status', 'in', ['open', 'suspended'])
      .execute();
    await trx
      .updateTable('selection')
      .set({ status: 'suspended' })
      .where('market_id', 'in', markets)
      .where('status', '=', 'open')
      .execute();
  });
}

/** The events open for bets (or in play) of a sport, with their markets and selections. */
export async function boardOf(db: Kysely<DB>, sport: string) {
  return db
    .selectFrom('event as e')
    .innerJoin('competition as c', 'c.id', 'e.competition_id')
    .innerJoin('market as m', 'm.event_id', 'e.id')
    .innerJoin('selection as s', 's.market_id', 'm.id')
    .select([
      'e.id as eventId',
      'c.name as competition',
      'e.home',
      'e.away',
      'e.starts_at as startsAt',
      'e.status as eventStatus',
      'e.commitment',
      'm.id as marketId',
      'm.key as marketKey',
      'm.definition',
      'm.status as marketStatus',
      's.id as selectionId',
      's.code',
      's.price',
      's.fair_probability as fairProbability',
      's.status as selectionStatus',
    ])
    .where('c.sport_code', '=', sport)
    .where('e.status', 'in', OPEN_STATUSES)
    .orderBy('e.starts_at')
    .orderBy('e.id')
    .orderBy('m.id')
    .orderBy('s.id')
    .execute();
}

/** Every selection of the markets, with what prices it at a brand's margin. */
export function selectionsOfMarkets(db: Kysely<DB>, marketIds: readonly bigint[]) {
  return db
    .selectFrom('selection as s')
    .innerJoin('market as m', 'm.id', 's.market_id')
    .select([
      's.id as selectionId',
      'm.id as marketId',
      'm.definition',
      's.code',
      's.price',
      's.fair_probability as fairProbability',
    ])
    .where('m.id', 'in', marketIds)
    .execute();
}

/**
 * Keeps the brand's margin as the platform's wallet answered it at a launch: the platform holds the
 * fact (staff set it in the console), the book keeps the latest it was told.
 */
export async function keepBrandMargin(db: Kysely<DB>, brandCode: string, margin: number): Promise<void> {
  await db
    .insertInto('brand_margin')
    .values({ brand_code: brandCode, margin })
    .onConflict((oc) =>
      oc.column('brand_code').doUpdateSet({ margin }).where('brand_margin.margin', '<>', margin),
    )
    .execute();
}

/** A brand's own margin, or null when it has none (the installation's applies). */
export async function brandMarginOf(db: Kysely<DB>, brandCode: string): Promise<number | null> {
  const row = await db
    .selectFrom('brand_margin')
    .select('margin')
    .where('brand_code', '=', brandCode)
    .executeTakeFirst();
  return row?.margin ?? null;
}

/** An event's commitment, and what it hid once revealed. */
export function proofOf(db: Kysely<DB>, eventId: bigint) {
  return db
    .selectFrom('event')
    .select(['id', 'status', 'commitment', 'reveal'])
    .where('id', '=', eventId)
    .executeTakeFirst();
}
