import type { EventStatus } from '../db/schema.ts';
import type { Market } from '../rules/markets.ts';
import type { Reveal } from './commitment.ts';

export type Sport = 'football' | 'esports' | 'cricket' | 'cockfighting' | 'virtual';

/** A market as a source reports it: the rules' market, its prices now, and its result once known. */
export type FeedMarket = {
  /** The market's name within its event, stable across updates (for example `ah:-2`). */
  readonly key: string;
  readonly market: Market;
  /** closed: no more bets (the event is on without in-play prices, or over). */
  readonly status: 'open' | 'suspended' | 'closed';
  /**
   * Each selection's price now and, from a source that has one, its fair probability: the model's,
   * before any margin, from which the book prices it at a brand's own margin. A selection without one
   * is offered at the source's price to every brand.
   */
  readonly selections: readonly {
    readonly code: string;
    readonly price: bigint;
    readonly fairProbability?: number;
  }[];
  /** The result the market is graded on (rules/markets.ts `ResultOf`), once the event is over. */
  readonly result?: unknown;
};

/** An event as a source reports it at one moment. */
export type FeedEvent = {
  /** The source's own id of the event, stable across updates. */
  readonly sourceId: string;
  readonly sport: Sport;
  readonly competition: string;
  readonly home: string;
  readonly away: string;
  readonly startsAt: Date;
  readonly status: EventStatus;
  /** A hash of the outcome published before any bet (simulated events); null from a feed without one. */
  readonly commitment: string | null;
  readonly markets: readonly FeedMarket[];
  /** What the commitment hides, once the event is over. */
  readonly reveal?: Reveal;
};

/**
 * Where events, prices and results come from: the built-in simulation, or a real odds feed behind an
 * adapter of this shape. The book asks it for the events it reports at a moment and writes what
 * changed; time is the caller's, so a test moves it without waiting.
 */
export interface EventSource {
  /** The source's name, which its events are stored under beside their own ids. */
  readonly name: string;
  /** Every event the source reports at `now`: upcoming, in play, and lately over with results. */
  eventsAt(now: Date): readonly FeedEvent[];
}
