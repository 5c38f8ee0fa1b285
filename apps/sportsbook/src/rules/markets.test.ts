import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grade, type Market, type Outcome, type Score, selectionsOf, settle } from './markets.ts';
import { ratio } from './ratio.ts';

const score = (home: number, away: number): Score => ({ home, away });
const kinds = (market: Market, result: Score, selection: string) =>
  grade(settle(market, result), selection).kind;

/** A handicap line as the rule sheets write it (-0.25), in the quarters a market keeps (-1). */
const quarters = (line: number) => Math.round(line * 4);

describe('Asian handicap, as the published rule sheets settle it', () => {
  const handicap = (line: number): Market => ({ kind: 'asian_handicap', line: quarters(line) });

  it('-0.25: a home win wins; a draw loses half and hands half back; a home defeat loses', () => {
    expect(kinds(handicap(-0.25), score(1, 0), 'home')).toBe('win');
    expect(kinds(handicap(-0.25), score(1, 1), 'home')).toBe('half_lose');
    expect(kinds(handicap(-0.25), score(0, 1), 'home')).toBe('lose');
    // The away side takes +0.25: the draw is its half-win.
    expect(kinds(handicap(-0.25), score(1, 1), 'away')).toBe('half_win');
  });

  it('-0.75: a one-goal win is a half-win, two goals a win, a draw a loss', () => {
    expect(kinds(handicap(-0.75), score(2, 1), 'home')).toBe('half_win');
    expect(kinds(handicap(-0.75), score(3, 1), 'home')).toBe('win');
    expect(kinds(handicap(-0.75), score(0, 0), 'home')).toBe('lose');
    expect(kinds(handicap(-0.75), score(2, 1), 'away')).toBe('half_lose');
  });

  it('+1.25: a draw or a win wins, a one-goal defeat is a half-win, two goals a loss', () => {
    expect(kinds(handicap(1.25), score(2, 2), 'home')).toBe('win');
    expect(kinds(handicap(1.25), score(0, 1), 'home')).toBe('half_win');
    expect(kinds(handicap(1.25), score(0, 2), 'home')).toBe('lose');
    expect(kinds(handicap(1.25), score(0, 1), 'away')).toBe('half_lose');
    expect(kinds(handicap(1.25), score(0, 2), 'away')).toBe('win');
  });

  it('whole lines push on the line and half lines never do', () => {
    expect(kinds(handicap(0), score(1, 1), 'home')).toBe('push');
    expect(kinds(handicap(-1), score(2, 1), 'home')).toBe('push');
    expect(kinds(handicap(-1), score(2, 1), 'away')).toBe('push');
    expect(kinds(handicap(-1.5), score(2, 1), 'home')).toBe('lose');
    expect(kinds(handicap(-1.5), score(3, 1), 'home')).toBe('win');
  });

  it('a quarter line grades as the two half stakes on the lines beside it', () => {
    // What a stake of 1 at a price of 2 returns.
    const RETURNS: Partial<Record<Outcome['kind'], number>> = {
      win: 2,
      half_win: 1.5,
      push: 1,
      half_lose: 0.5,
      lose: 0,
    };
    const value = (outcome: Outcome) => RETURNS[outcome.kind] ?? Number.NaN;
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 20 }).map((line) => line * 2 + 1),
        fc.nat(8),
        fc.nat(8),
        fc.constantFrom('home', 'away'),
        (line, home, away, selection) => {
          const at = (atLine: number) =>
            value(grade(settle({ kind: 'asian_handicap', line: atLine }, score(home, away)), selection));
          const quarter = value(
            grade(settle({ kind: 'asian_handicap', line }, score(home, away)), selection),
          );
          expect(quarter).toBe((at(line - 1) + at(line + 1)) / 2);
        },
      ),
    );
  });
});

describe('over/under', () => {
  const line = (goals: number): Market => ({ kind: 'over_under', line: quarters(goals) });

  it('2.25 and 2.75 split like handicaps; 2.5 never pushes; 3 pushes on three goals', () => {
    expect(kinds(line(2.25), score(1, 1), 'over')).toBe('half_lose');
    expect(kinds(line(2.25), score(1, 1), 'under')).toBe('half_win');
    expect(kinds(line(2.75), score(2, 1), 'over')).toBe('half_win');
    expect(kinds(line(2.75), score(2, 2), 'over')).toBe('win');
    expect(kinds(line(2.5), score(2, 0), 'under')).toBe('win');
    expect(kinds(line(3), score(2, 1), 'over')).toBe('push');
  });
});

describe('the other markets', () => {
  it('1X2, money line, correct score and both teams to score', () => {
    expect(kinds({ kind: 'match_result' }, score(1, 1), 'draw')).toBe('win');
    expect(kinds({ kind: 'match_result' }, score(2, 1), 'away')).toBe('lose');
    expect(kinds({ kind: 'money_line' }, score(99, 99), 'home')).toBe('push');
    expect(kinds({ kind: 'money_line' }, score(101, 99), 'home')).toBe('win');
    expect(kinds({ kind: 'correct_score' }, score(2, 1), '2-1')).toBe('win');
    expect(kinds({ kind: 'correct_score' }, score(5, 0), 'other')).toBe('win');
    expect(kinds({ kind: 'correct_score' }, score(4, 4), 'other')).toBe('lose');
    expect(kinds({ kind: 'both_teams_to_score' }, score(1, 0), 'no')).toBe('win');
    expect(kinds({ kind: 'both_teams_to_score' }, score(1, 2), 'yes')).toBe('win');
  });

  it('an outright shared by three pays a third of the stake at the price; a withdrawn runner is void', () => {
    const market = { kind: 'outright', participants: ['a', 'b', 'c', 'd', 'e'] } as const;
    const result = { winners: ['a', 'b', 'c'], withdrawn: ['e'] };
    expect(grade(settle(market, result), 'b')).toEqual({ kind: 'dead_heat', factor: ratio(1n, 3n) });
    expect(grade(settle(market, result), 'd').kind).toBe('lose');
    expect(grade(settle(market, result), 'e').kind).toBe('void');
    expect(grade(settle(market, { winners: ['d'], withdrawn: [] }), 'd').kind).toBe('win');
  });

  it('cricket: a tie is a dead heat of the two sides; top batsman ties and a batsman who did not bat', () => {
    const tie = settle({ kind: 'cricket_match_winner' }, { winner: 'tie' });
    expect(grade(tie, 'home')).toEqual({ kind: 'dead_heat', factor: ratio(1n, 2n) });
    expect(grade(settle({ kind: 'cricket_match_winner' }, { winner: 'away' }), 'away').kind).toBe('win');
    const batsmen = { kind: 'top_batsman', batsmen: ['kohli', 'root', 'smith'] } as const;
    const card = settle(batsmen, { runs: { kohli: 88, root: 88 } });
    expect(grade(card, 'root')).toEqual({ kind: 'dead_heat', factor: ratio(1n, 2n) });
    expect(grade(card, 'smith').kind).toBe('void');
    expect(grade(settle(batsmen, { runs: { kohli: 12, root: 88, smith: 0 } }), 'kohli').kind).toBe('lose');
    expect(grade(settle({ kind: 'total_runs', line: quarters(310.5) }, { runs: 311 }), 'over').kind).toBe(
      'win',
    );
  });

  it('e-sports: the series winner, a map handicap and total maps', () => {
    expect(kinds({ kind: 'esports_match_winner' }, score(2, 1), 'home')).toBe('win');
    expect(kinds({ kind: 'esports_match_winner' }, score(1, 1), 'away')).toBe('push');
    expect(kinds({ kind: 'map_handicap', line: quarters(-1.5) }, score(2, 1), 'home')).toBe('lose');
    expect(kinds({ kind: 'map_handicap', line: quarters(-1.5) }, score(2, 1), 'away')).toBe('win');
    expect(kinds({ kind: 'total_maps', line: quarters(2.5) }, score(2, 1), 'over')).toBe('win');
  });

  it("cockfighting: a draw hands Meron and Wala back or loses them, by the brand's rule", () => {
    const fight = (
      drawRule: 'void_sides' | 'lose_sides',
      winner: 'meron' | 'wala' | 'draw',
      selection: string,
    ) => grade(settle({ kind: 'cockfight', drawRule }, { winner }), selection).kind;
    expect(fight('void_sides', 'draw', 'meron')).toBe('void');
    expect(fight('void_sides', 'draw', 'wala')).toBe('void');
    expect(fight('lose_sides', 'draw', 'meron')).toBe('lose');
    expect(fight('lose_sides', 'draw', 'draw')).toBe('win');
    expect(fight('void_sides', 'wala', 'wala')).toBe('win');
    expect(fight('void_sides', 'wala', 'draw')).toBe('lose');
  });

  it('offers each market its selections and refuses to grade one it does not offer', () => {
    expect(selectionsOf({ kind: 'correct_score' })).toHaveLength(26);
    expect(selectionsOf({ kind: 'cockfight', drawRule: 'void_sides' })).toEqual(['meron', 'wala', 'draw']);
    expect(() => grade(settle({ kind: 'match_result' }, score(0, 0)), 'over')).toThrow(RangeError);
  });
});
