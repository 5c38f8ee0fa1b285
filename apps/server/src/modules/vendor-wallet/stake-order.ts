/**
 * A member's settled stakes in one order across game rounds and lottery bets: by settlement time (to
 * the millisecond), then source, then id. Bonus wagering walks it to say which stake completed which
 * bonus, so the walk must see every stake once, in the same order, however the sources are paged.
 */
export type StakePlace = { at: Date; source: number; id: bigint };
export type Stake = StakePlace & { amount: bigint };

/** The place before every stake settled at `at` or later (sources are numbered from 1). */
export const stakesFrom = (at: Date): StakePlace => ({ at, source: 0, id: 0n });

export const isAfter = (a: StakePlace, b: StakePlace): boolean =>
  a.at.getTime() !== b.at.getTime()
    ? a.at.getTime() > b.at.getTime()
    : a.source !== b.source
      ? a.source > b.source
      : a.id > b.id;

export const laterPlace = (a: StakePlace, b: StakePlace): StakePlace => (isAfter(a, b) ? a : b);

/**
 * The place of the stake after `after` with which the stakes' amounts reach `amount`, or undefined
 * while they fall short. `pagesAfter` answers, per source, that source's first `pageSize` stakes after
 * a place, in order. A full page may have more behind it, so only stakes up to the earliest last stake
 * of a full page are surely next; the walk goes on from the last of those.
 */
export async function placeReaching(
  pagesAfter: (after: StakePlace) => Promise<readonly (readonly Stake[])[]>,
  pageSize: number,
  after: StakePlace,
  amount: bigint,
): Promise<StakePlace | undefined> {
  let sum = 0n;
  let from = after;
  for (;;) {
    const pages = await pagesAfter(from);
    const bound = pages
      .filter((page) => page.length >= pageSize)
      .map((page) => page[page.length - 1] as Stake)
      .reduce<StakePlace | undefined>((low, last) => (low && isAfter(last, low) ? low : last), undefined);
    const next = pages
      .flat()
      .filter((stake) => bound === undefined || !isAfter(stake, bound))
      .sort((a, b) => (isAfter(a, b) ? 1 : -1));
    for (const stake of next) {
      sum += stake.amount;
      if (sum >= amount) return { at: stake.at, source: stake.source, id: stake.id };
    }
    const last = next[next.length - 1];
    if (bound === undefined || !last) return undefined;
    from = last;
  }
}
