import { randomBytes } from 'node:crypto';
import type { EventStatus } from '../db/schema.ts';
import type { Market, ResultOf, Score } from '../rules/markets.ts';
import {
  cockfightWinners,
  cricketWinners,
  poissonScores,
  priceMarket,
  runTotals,
  seriesScores,
  topBatsmen,
} from '../rules/pricing.ts';
import { commitmentOf, newSalt, type Reveal, secureUniform } from './commitment.ts';
import type { EventSource, FeedEvent, FeedMarket, Sport } from './source.ts';

type Cases<R> = readonly { readonly result: R; readonly probability: number }[];

/** One result drawn from a distribution with a uniform float (the CSPRNG's, unless a test gives one). */
function drawn<R>(cases: Cases<R>, uniform: () => number): R {
  let left = uniform();
  for (const { result, probability } of cases) {
    left -= probability;
    if (left < 0) return result;
  }
  const last = cases.at(-1);
  if (!last) throw new RangeError('an empty distribution');
  return last.result;
}

const between = (uniform: () => number, low: number, high: number) => low + (high - low) * uniform();

/**
 * What each simulated sport draws and prices from: the model (public: it makes the prices) and the
 * outcome drawn from it (secret until revealed). Football's outcome is its goals' minutes, so a live
 * match unfolds the committed result goal by goal.
 */
type Simulated =
  | {
      readonly kind: 'goals';
      readonly homeMean: number;
      readonly awayMean: number;
      readonly outcome: { readonly home: readonly number[]; readonly away: readonly number[] };
    }
  | {
      readonly kind: 'series';
      readonly homeMapChance: number;
      readonly outcome: { readonly maps: Score };
    }
  | {
      readonly kind: 'cricket';
      readonly home: number;
      readonly tie: number;
      readonly runsMean: number;
      readonly runsSpread: number;
      readonly batsmen: Readonly<Record<string, number>>;
      readonly outcome: {
        readonly winner: 'home' | 'away' | 'tie';
        readonly runs: number;
        readonly batsmen: Readonly<Record<string, number>>;
      };
    }
  | {
      readonly kind: 'cockfight';
      readonly meron: number;
      readonly draw: number;
      readonly outcome: { readonly winner: 'meron' | 'wala' | 'draw' };
    };

/** How a sport's events are laid out in time: one starting every `everyMs`, each lasting `playsMs`. */
type Schedule = { readonly everyMs: number; readonly playsMs: number; readonly competition: string };

const MINUTE = 60_000;

/** The built-in schedule; a virtual match starts every 3 minutes and plays in 30 seconds. */
export const SCHEDULES: Readonly<Record<Sport, Schedule>> = {
  football: { everyMs: 5 * MINUTE, playsMs: 10 * MINUTE, competition: 'Lotus League' },
  esports: { everyMs: 4 * MINUTE, playsMs: 6 * MINUTE, competition: 'Lotus Masters' },
  cricket: { everyMs: 8 * MINUTE, playsMs: 12 * MINUTE, competition: 'Lotus Twenty' },
  cockfighting: { everyMs: 2 * MINUTE, playsMs: 1.5 * MINUTE, competition: 'Lotus Cockpit' },
  virtual: { everyMs: 3 * MINUTE, playsMs: 0.5 * MINUTE, competition: 'Lotus Virtual League' },
};

/** How many of each sport's next events are on the board, and how long one is reported once over. */
const UPCOMING = 3;
const KEPT_AFTER_MS = 10 * MINUTE;
/** A live football market is suspended for this many of the match's minutes after a goal. */
const SUSPENDED_AFTER_GOAL = 2;
/** An in-play market whose selection is this near certain is closed: its result is as good as known. */
const DECIDED = 0.98;

const SIDES: Readonly<Record<Sport, readonly string[]>> = {
  football: ['Red Lions', 'Blue Harbour', 'Golden Eagles', 'River City', 'Jade Dragons', 'Iron Works'],
  esports: ['Nova Five', 'Static Wolves', 'Pixel Kings', 'Ember Squad', 'Zero Lag', 'Void Runners'],
  cricket: ['Coastal Strikers', 'Hill Royals', 'Delta Chargers', 'Monsoon XI', 'Temple Tigers'],
  cockfighting: ['Meron', 'Wala'],
  virtual: ['V-Phoenix', 'V-Thunder', 'V-Falcons', 'V-Titans', 'V-Comets', 'V-Cobras'],
};
const BATSMEN = ['b1', 'b2', 'b3', 'b4', 'b5', 'b6'];

function simulate(sport: Sport, uniform: () => number): Simulated {
  switch (sport) {
    case 'football':
    case 'virtual': {
      const [homeMean, awayMean] = [between(uniform, 0.8, 2.2), between(uniform, 0.6, 1.8)];
      const { home, away } = drawn(poissonScores(homeMean, awayMean), uniform);
      const minutes = (count: number) =>
        Array.from({ length: count }, () => 1 + Math.floor(uniform() * 90)).sort((a, b) => a - b);
      return { kind: 'goals', homeMean, awayMean, outcome: { home: minutes(home), away: minutes(away) } };
    }
    case 'esports': {
      const homeMapChance = between(uniform, 0.3, 0.7);
      return {
        kind: 'series',
        homeMapChance,
        outcome: { maps: drawn(seriesScores(homeMapChance, 3), uniform) },
      };
    }
    case 'cricket': {
      const [home, tie, runsMean, runsSpread] = [
        between(uniform, 0.3, 0.65),
        0.01,
        between(uniform, 140, 190),
        20,
      ];
      const batsmen = Object.fromEntries(BATSMEN.map((id) => [id, between(uniform, 1, 3)]));
      // The model names the top scorer alone (on one run); the card around him is drawn below his score.
      const topRuns = drawn(topBatsmen(batsmen), uniform).runs;
      const topScorer = BATSMEN.find((id) => topRuns[id] === 1);
      const best = 40 + Math.floor(uniform() * 60);
      return {
        kind: 'cricket',
        home,
        tie,
        runsMean,
        runsSpread,
        batsmen,
        outcome: {
          winner: drawn(cricketWinners(home, tie), uniform).winner,
          runs: drawn(runTotals(runsMean, runsSpread), uniform).runs,
          batsmen: Object.fromEntries(
            BATSMEN.map((id) => [id, id === topScorer ? best : Math.floor(uniform() * best)]),
          ),
        },
      };
    }
    case 'cockfighting': {
      const [meron, draw] = [between(uniform, 0.35, 0.6), 0.04];
      return { kind: 'cockfight', meron, draw, outcome: drawn(cockfightWinners(meron, draw), uniform) };
    }
  }
}

/** A market priced from its cases, with the brand's margin; selections the cases rule out are off. */
function priced<M extends Market>(key: string, market: M, cases: Cases<ResultOf<M>>, margin: number) {
  const prices = priceMarket(market, cases, margin);
  const decided = prices.some(({ probability }) => probability >= DECIDED);
  return {
    key,
    market,
    decided,
    selections: prices
      .filter(({ probability }) => probability > 0)
      .map(({ selection, price, probability }) => ({ code: selection, price, fairProbability: probability })),
  };
}

/** The goals scored by `minute` of the match. */
const scoreAt = (outcome: { home: readonly number[]; away: readonly number[] }, minute: number): Score => ({
  home: outcome.home.filter((at) => at <= minute).length,
  away: outcome.away.filter((at) => at <= minute).length,
});

/**
 * Every market of an event, priced with `played` of the match gone (0 before the start) and the score
 * so far: the goals still to come are Poisson with the means scaled to the time left.
 */
function marketsOf(sport: Sport, simulated: Simulated, played: number, margin: number) {
  switch (simulated.kind) {
    case 'goals': {
      const so = scoreAt(simulated.outcome, played * 90);
      const left = 1 - played;
      const cases = poissonScores(simulated.homeMean * left, simulated.awayMean * left).map(
        ({ result, probability }) => ({
          result: { home: so.home + result.home, away: so.away + result.away },
          probability,
        }),
      );
      // Every one of these markets is graded on the final score.
      const goals = (key: string, market: Market) => priced(key, market, cases, margin);
      if (sport === 'virtual')
        return [goals('1x2', { kind: 'match_result' }), goals('ou:10', { kind: 'over_under', line: 10 })];
      return [
        goals('1x2', { kind: 'match_result' }),
        goals('ml', { kind: 'money_line' }),
        goals('ah:-1', { kind: 'asian_handicap', line: -1 }),
        goals('ah:-2', { kind: 'asian_handicap', line: -2 }),
        goals('ou:9', { kind: 'over_under', line: 9 }),
        goals('ou:10', { kind: 'over_under', line: 10 }),
        goals('cs', { kind: 'correct_score' }),
        goals('btts', { kind: 'both_teams_to_score' }),
      ];
    }
    case 'series': {
      const cases = seriesScores(simulated.homeMapChance, 3);
      return [
        priced('winner', { kind: 'esports_match_winner' }, cases, margin),
        priced('mh:-6', { kind: 'map_handicap', line: -6 }, cases, margin),
        priced('maps:10', { kind: 'total_maps', line: 10 }, cases, margin),
      ];
    }
    case 'cricket': {
      const line = Math.round(simulated.runsMean) * 4 + 2;
      return [
        priced(
          'winner',
          { kind: 'cricket_match_winner' },
          cricketWinners(simulated.home, simulated.tie),
          margin,
        ),
        priced(
          `runs:${line}`,
          { kind: 'total_runs', line },
          runTotals(simulated.runsMean, simulated.runsSpread),
          margin,
        ),
        priced('top', { kind: 'top_batsman', batsmen: BATSMEN }, topBatsmen(simulated.batsmen), margin),
      ];
    }
    case 'cockfight':
      return [
        priced(
          'fight',
          { kind: 'cockfight', drawRule: 'void_sides' },
          cockfightWinners(simulated.meron, simulated.draw),
          margin,
        ),
      ];
  }
}

/** Each market's result from the revealed outcome. */
function resultOf(simulated: Simulated, market: Market): unknown {
  switch (simulated.kind) {
    case 'goals':
      return scoreAt(simulated.outcome, 90);
    case 'series':
      return simulated.outcome.maps;
    case 'cricket':
      return market.kind === 'cricket_match_winner'
        ? { winner: simulated.outcome.winner }
        : market.kind === 'total_runs'
          ? { runs: simulated.outcome.runs }
          : { runs: simulated.outcome.batsmen };
    case 'cockfight':
      return simulated.outcome;
  }
}

type SimulatedEvent = {
  readonly sourceId: string;
  readonly sport: Sport;
  readonly home: string;
  readonly away: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly simulated: Simulated;
  readonly reveal: Reveal;
  readonly commitment: string;
};

function newEvent(
  sport: Sport,
  startsAt: Date,
  playsMs: number,
  run: string,
  uniform: () => number,
): SimulatedEvent {
  const sides = [...(SIDES[sport] ?? [])];
  const home = sides.splice(Math.floor(uniform() * sides.length), 1)[0] ?? 'Home';
  const away =
    sport === 'cockfighting' ? (sides[0] ?? 'Away') : (sides[Math.floor(uniform() * sides.length)] ?? 'Away');
  const simulated = simulate(sport, uniform);
  const reveal = { outcome: simulated.outcome, salt: newSalt() };
  return {
    sourceId: `${sport}-${startsAt.getTime()}-${run}`,
    sport,
    home,
    away,
    startsAt,
    endsAt: new Date(startsAt.getTime() + playsMs),
    simulated,
    reveal,
    commitment: commitmentOf(reveal),
  };
}

/**
 * Each event's markets as priced before the off, kept: the model does not change until the match is
 * in play, and the source is read every second (pricing a correct-score book every read was most of
 * the book's idle processor time).
 */
const preMatchMarkets = new WeakMap<SimulatedEvent, ReturnType<typeof marketsOf>>();

function preMatch(event: SimulatedEvent, margin: number) {
  let markets = preMatchMarkets.get(event);
  if (!markets) {
    markets = marketsOf(event.sport, event.simulated, 0, margin);
    preMatchMarkets.set(event, markets);
  }
  return markets;
}

/** The event as it stands at `now`. */
function reported(event: SimulatedEvent, now: Date, margin: number): FeedEvent {
  const base = {
    sourceId: event.sourceId,
    sport: event.sport,
    competition: SCHEDULES[event.sport].competition,
    home: event.home,
    away: event.away,
    startsAt: event.startsAt,
    commitment: event.commitment,
  };
  const at = now.getTime();
  if (at >= event.endsAt.getTime())
    return {
      ...base,
      status: 'finished',
      reveal: event.reveal,
      // Priced as before the off, so every selection is listed: the book keeps the prices bets took.
      markets: preMatch(event, margin).map(({ key, market, selections }) => ({
        key,
        market,
        status: 'closed',
        selections,
        result: resultOf(event.simulated, market),
      })),
    };
  const started = at >= event.startsAt.getTime();
  const played = started
    ? (at - event.startsAt.getTime()) / (event.endsAt.getTime() - event.startsAt.getTime())
    : 0;
  // Only football is traded in play; the other sports close their markets at the off.
  const inPlay = event.sport === 'football';
  const { simulated } = event;
  const minute = played * 90;
  const justScored =
    started &&
    simulated.kind === 'goals' &&
    [...simulated.outcome.home, ...simulated.outcome.away].some(
      (goal) => goal <= minute && goal > minute - SUSPENDED_AFTER_GOAL,
    );
  const status: EventStatus = !started ? 'scheduled' : justScored ? 'suspended' : 'live';
  const markets: FeedMarket[] = (
    started ? marketsOf(event.sport, simulated, played, margin) : preMatch(event, margin)
  ).map(({ key, market, selections, decided }) => ({
    key,
    market,
    status: !started ? 'open' : !inPlay || decided ? 'closed' : justScored ? 'suspended' : 'open',
    selections,
  }));
  return { ...base, status, markets };
}

/**
 * The built-in event source: football, e-sports, cricket and cockfighting on a rolling schedule, and a
 * virtual match every 3 minutes. Each event's outcome is drawn (CSPRNG) and committed when the event
 * is first reported, before any bet; prices come from the outcome's model with the brand's margin.
 * Only events starting after the source was made are reported: one restarted never reports an event
 * an earlier run committed to another outcome (`run` keeps their ids apart).
 */
export function simulatedSource(options: {
  margin: number;
  createdAt: Date;
  /**
   * How many times faster than the built-in schedule events come and play (1 by default): a browser
   * test or a demo sees a match start and settle in seconds. Prices and outcomes are drawn alike.
   */
  pace?: number;
  /** The CSPRNG unless a test gives another. */
  uniform?: () => number;
}): EventSource {
  const uniform = options.uniform ?? secureUniform;
  const pace = options.pace ?? 1;
  const keptAfterMs = KEPT_AFTER_MS / pace;
  const run = randomBytes(4).toString('hex');
  const events = new Map<string, SimulatedEvent>();
  const createdAt = options.createdAt.getTime();
  return {
    name: 'simulated',
    eventsAt(now) {
      const at = now.getTime();
      for (const [sport, schedule] of Object.entries(SCHEDULES) as [Sport, Schedule][]) {
        const everyMs = Math.round(schedule.everyMs / pace);
        const next = Math.floor(at / everyMs) + 1;
        for (let slot = next; slot < next + UPCOMING; slot += 1) {
          const startsAt = slot * everyMs;
          if (startsAt <= createdAt) continue;
          const key = `${sport}:${startsAt}`;
          if (!events.has(key))
            events.set(key, newEvent(sport, new Date(startsAt), schedule.playsMs / pace, run, uniform));
        }
      }
      for (const [key, event] of events) if (event.endsAt.getTime() + keptAfterMs <= at) events.delete(key);
      return [...events.values()]
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
        .map((event) => reported(event, now, options.margin));
    },
  };
}
