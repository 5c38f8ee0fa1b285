import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Market } from '../rules/markets.ts';
import { priceAtMargin } from '../rules/pricing.ts';
import { brandMarginOf, selectionsOfMarkets } from './repo.ts';

/** A selection as the book keeps it: its market, the source's price and fair probability. */
type StoredSelection = {
  readonly selectionId: bigint;
  readonly marketId: bigint;
  /** The rules' market (its stored definition). */
  readonly definition: unknown;
  readonly code: string;
  readonly price: bigint;
  readonly fairProbability: number | null;
};

/**
 * Each selection's price at a brand's margin, from its market's fair probabilities (`rules/pricing.ts`
 * `priceAtMargin`, the function the feed priced them with). Without a brand margin (null), or for a
 * selection whose source gave no fair probability, the source's price stands: it was made at the
 * installation's margin. `selections` must hold every selection of each market it touches, since the
 * margin is spread across a market's book.
 */
export function pricesAtMargin(
  selections: readonly StoredSelection[],
  margin: number | null,
): Map<bigint, bigint> {
  const prices = new Map(selections.map(({ selectionId, price }) => [selectionId, price]));
  if (margin === null) return prices;
  const markets = new Map<bigint, StoredSelection[]>();
  for (const selection of selections)
    if (selection.fairProbability !== null)
      markets.set(selection.marketId, [...(markets.get(selection.marketId) ?? []), selection]);
  for (const priced of markets.values()) {
    const [first] = priced;
    if (!first) continue;
    const fair = new Map(priced.map(({ code, fairProbability }) => [code, fairProbability ?? 0]));
    const atMargin = new Map(
      priceAtMargin(first.definition as Market, (code) => fair.get(code) ?? 0, margin).map(
        ({ selection, price }) => [selection, price],
      ),
    );
    for (const { selectionId, code } of priced) {
      const price = atMargin.get(code);
      if (price !== undefined) prices.set(selectionId, price);
    }
  }
  return prices;
}

/**
 * The prices now, at a brand's margin, of every selection of the given markets (a bet's legs' or a
 * slip's): null margin answers the source's prices.
 */
export async function marketPricesAt(
  db: Kysely<DB>,
  marketIds: readonly bigint[],
  margin: number | null,
): Promise<Map<bigint, bigint>> {
  if (margin === null || marketIds.length === 0) return new Map();
  return pricesAtMargin(await selectionsOfMarkets(db, [...new Set(marketIds)]), margin);
}

/** How long a brand's margin is kept before it is read again: a changed margin applies this soon. */
const MARGIN_CACHE_MS = 10_000;

/**
 * A brand's own margin (`brand_margin`), null for a brand without a row or a session without a brand
 * (priced at the installation's margin), each read once per `MARGIN_CACHE_MS`: the board, every slip
 * and every bet's cash-out offer ask it, and an operator's change may wait a few seconds.
 */
export function brandMargins(db: Kysely<DB>) {
  const kept = new Map<string, { margin: number | null; until: number }>();
  return async function marginOf(brandCode: string | null): Promise<number | null> {
    if (brandCode === null) return null;
    const hit = kept.get(brandCode);
    if (hit && hit.until > performance.now()) return hit.margin;
    const margin = await brandMarginOf(db, brandCode);
    kept.set(brandCode, { margin, until: performance.now() + MARGIN_CACHE_MS });
    return margin;
  };
}

export type BrandMargins = ReturnType<typeof brandMargins>;
