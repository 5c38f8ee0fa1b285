import { type Ratio, ratio } from './ratio.ts';

/** Goals, points or maps: the home side's and the away side's. */
export type Score = { readonly home: number; readonly away: number };

/**
 * What a selection's grading gives. Void (the selection is off: a non-runner, a cancelled event) and
 * push (the result landed on the line) both hand the stake back. Half-win and half-lose are a quarter
 * line's two halves landing apart. Dead heat: the selection shared the place with others, and the
 * factor of its stake (places ÷ sharers) is paid at the price, the rest lost.
 */
export type Outcome =
  | { readonly kind: 'win' | 'lose' | 'void' | 'push' | 'half_win' | 'half_lose' }
  | { readonly kind: 'dead_heat'; readonly factor: Ratio };

/**
 * Cockfighting's draw (tabla): most cockpits hand Meron and Wala bets back (`void_sides`); some count
 * them lost (`lose_sides`). The brand chooses; a Draw bet wins either way.
 */
type CockfightDrawRule = 'void_sides' | 'lose_sides';

/**
 * The markets the book offers. A `line` is in quarters (of a goal, a run or a map): -0.25 is -1, +1.25
 * is 5, over 2.75 is 11, so quarter lines are the odd values. An Asian or map handicap's line is the
 * home side's; the away selection plays its opposite.
 */
export type Market =
  | { readonly kind: 'match_result' }
  | { readonly kind: 'money_line' }
  | { readonly kind: 'asian_handicap'; readonly line: number }
  | { readonly kind: 'over_under'; readonly line: number }
  | { readonly kind: 'correct_score' }
  | { readonly kind: 'both_teams_to_score' }
  | { readonly kind: 'outright'; readonly participants: readonly string[] }
  | { readonly kind: 'cricket_match_winner' }
  | { readonly kind: 'top_batsman'; readonly batsmen: readonly string[] }
  | { readonly kind: 'total_runs'; readonly line: number }
  | { readonly kind: 'esports_match_winner' }
  | { readonly kind: 'map_handicap'; readonly line: number }
  | { readonly kind: 'total_maps'; readonly line: number }
  | { readonly kind: 'cockfight'; readonly drawRule: CockfightDrawRule };

type MarketKind = Market['kind'];

/** What each market is graded from. */
type Results = {
  match_result: Score;
  money_line: Score;
  asian_handicap: Score;
  over_under: Score;
  correct_score: Score;
  both_teams_to_score: Score;
  /** Those sharing first place (more than one is a dead heat) and those withdrawn before the off. */
  outright: { readonly winners: readonly string[]; readonly withdrawn: readonly string[] };
  cricket_match_winner: { readonly winner: 'home' | 'away' | 'tie' };
  /** Runs of each batsman who batted; one who did not bat is absent, and bets on him are void. */
  top_batsman: { readonly runs: Readonly<Record<string, number>> };
  total_runs: { readonly runs: number };
  /** Maps won by each side. */
  esports_match_winner: Score;
  map_handicap: Score;
  total_maps: Score;
  cockfight: { readonly winner: 'meron' | 'wala' | 'draw' };
};

export type ResultOf<M extends Market> = Results[M['kind']];

/** A market with its result, as it is graded. */
type Settled = {
  [K in MarketKind]: Extract<Market, { kind: K }> & { readonly result: Results[K] };
}[MarketKind];

/** Pairs a market with a result of its kind (the one place the generic pairing needs telling). */
export const settle = <M extends Market>(market: M, result: ResultOf<M>): Settled =>
  ({ ...market, result }) as Settled;

/** The highest number of goals a correct-score selection names; any other score is `other`. */
const CORRECT_SCORE_GOALS = 4;

const CORRECT_SCORES = Array.from({ length: (CORRECT_SCORE_GOALS + 1) ** 2 }, (_, index) => {
  const home = Math.floor(index / (CORRECT_SCORE_GOALS + 1));
  return `${home}-${index % (CORRECT_SCORE_GOALS + 1)}`;
});

/** Every selection a market offers. */
export function selectionsOf(market: Market): readonly string[] {
  switch (market.kind) {
    case 'match_result':
      return ['home', 'draw', 'away'];
    case 'money_line':
    case 'asian_handicap':
    case 'cricket_match_winner':
    case 'esports_match_winner':
    case 'map_handicap':
      return ['home', 'away'];
    case 'over_under':
    case 'total_runs':
    case 'total_maps':
      return ['over', 'under'];
    case 'correct_score':
      return [...CORRECT_SCORES, 'other'];
    case 'both_teams_to_score':
      return ['yes', 'no'];
    case 'outright':
      return market.participants;
    case 'top_batsman':
      return market.batsmen;
    case 'cockfight':
      return ['meron', 'wala', 'draw'];
  }
}

const WIN: Outcome = { kind: 'win' };
const LOSE: Outcome = { kind: 'lose' };
const VOID: Outcome = { kind: 'void' };
const PUSH: Outcome = { kind: 'push' };
const winsIf = (isWon: boolean) => (isWon ? WIN : LOSE);

/** A whole or half line: `margin` is the selection's result less its line, in quarters. */
const onLine = (margin: number): Outcome => (margin > 0 ? WIN : margin === 0 ? PUSH : LOSE);

/**
 * A selection against a line, `margin` quarters ahead of it. A quarter line (odd) is two half stakes
 * on the lines a quarter either side: -0.25 is half on 0 and half on -0.5. The two halves land at
 * most one step apart, so a win beside a push is a half-win and a loss beside a push a half-lose.
 */
function againstLine(margin: number, line: number): Outcome {
  if (line % 2 === 0) return onLine(margin);
  const [lower, upper] = [onLine(margin - 1), onLine(margin + 1)];
  if (lower.kind === upper.kind) return lower;
  // The halves are a whole step apart, so they never split into a win and a loss.
  return lower.kind === 'push' ? { kind: 'half_win' } : { kind: 'half_lose' };
}

/** The home or away side of a handicap: its own score less the other's, plus its line, in quarters. */
function handicap(score: Score, line: number, selection: string): Outcome {
  const difference = (score.home - score.away) * 4;
  if (selection === 'home') return againstLine(difference + line, line);
  if (selection === 'away') return againstLine(-difference - line, line);
  throw unknownSelection(selection);
}

function total(value: number, line: number, selection: string): Outcome {
  if (selection === 'over') return againstLine(value * 4 - line, line);
  if (selection === 'under') return againstLine(line - value * 4, line);
  throw unknownSelection(selection);
}

/** Two sides where a level result hands stakes back (money line, an e-sports best-of-two). */
function twoWay(score: Score, selection: string): Outcome {
  if (score.home === score.away) return PUSH;
  return winsIf(selection === (score.home > score.away ? 'home' : 'away'));
}

/** Among `sharers` sharing one place: alone it is a win, shared a dead heat of 1 ÷ sharers. */
const firstPlace = (sharers: number): Outcome =>
  sharers === 1 ? WIN : { kind: 'dead_heat', factor: ratio(1n, BigInt(sharers)) };

function unknownSelection(selection: string) {
  return new RangeError(`no selection ${selection} in this market`);
}

/**
 * How a selection fares on its market's result. The caller offers only `selectionsOf` the market; an
 * unknown selection is a bug and throws. A cancelled event has no result: its bets are void.
 */
export function grade(settled: Settled, selection: string): Outcome {
  if (!selectionsOf(settled).includes(selection)) throw unknownSelection(selection);
  switch (settled.kind) {
    case 'match_result': {
      const { home, away } = settled.result;
      return winsIf(selection === (home > away ? 'home' : home < away ? 'away' : 'draw'));
    }
    case 'money_line':
    case 'esports_match_winner':
      return twoWay(settled.result, selection);
    case 'asian_handicap':
    case 'map_handicap':
      return handicap(settled.result, settled.line, selection);
    case 'over_under':
    case 'total_maps':
      return total(settled.result.home + settled.result.away, settled.line, selection);
    case 'total_runs':
      return total(settled.result.runs, settled.line, selection);
    case 'correct_score': {
      const named = `${settled.result.home}-${settled.result.away}`;
      return winsIf(selection === (CORRECT_SCORES.includes(named) ? named : 'other'));
    }
    case 'both_teams_to_score':
      return winsIf((selection === 'yes') === (settled.result.home > 0 && settled.result.away > 0));
    case 'outright': {
      if (settled.result.withdrawn.includes(selection)) return VOID;
      const { winners } = settled.result;
      return winners.includes(selection) ? firstPlace(winners.length) : LOSE;
    }
    case 'cricket_match_winner':
      // A tie is a dead heat of the two sides: half the stake at the price, half lost.
      if (settled.result.winner === 'tie') return firstPlace(2);
      return winsIf(selection === settled.result.winner);
    case 'top_batsman': {
      const { runs } = settled.result;
      const own = runs[selection];
      if (own === undefined) return VOID;
      const best = Math.max(...Object.values(runs));
      return own === best ? firstPlace(Object.values(runs).filter((value) => value === best).length) : LOSE;
    }
    case 'cockfight': {
      const { winner } = settled.result;
      if (selection === 'draw' || winner !== 'draw') return winsIf(selection === winner);
      return settled.drawRule === 'void_sides' ? VOID : LOSE;
    }
  }
}
