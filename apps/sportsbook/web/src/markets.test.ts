import { describe, expect, it } from 'vitest';
import { lineText, marketTitle, selectionLabel, shortLabel, systemName } from './markets.ts';
import { translator } from './texts.ts';

const t = translator('en');
const sides = { home: 'Lions', away: 'Tigers' };

describe('lines as books print them', () => {
  it('shows whole and half lines as themselves, signed for handicaps', () => {
    expect(lineText(-2, true)).toBe('-0.5');
    expect(lineText(4, true)).toBe('+1');
    expect(lineText(0, true)).toBe('0');
    expect(lineText(10, false)).toBe('2.5');
  });

  it('shows a quarter line as its two half lines', () => {
    expect(lineText(-1, true)).toBe('-0/0.5');
    expect(lineText(1, true)).toBe('+0/0.5');
    expect(lineText(5, true)).toBe('+1/1.5');
    expect(lineText(-3, true)).toBe('-0.5/1');
    expect(lineText(9, false)).toBe('2/2.5');
    expect(lineText(11, false)).toBe('2.5/3');
  });
});

describe('market and selection names', () => {
  it('gives the away side the opposite of the home line', () => {
    const market = { kind: 'asian_handicap', line: -1 } as const;
    expect(selectionLabel(market, 'home', sides, t)).toBe('Lions -0/0.5');
    expect(selectionLabel(market, 'away', sides, t)).toBe('Tigers +0/0.5');
    expect(marketTitle(market, t)).toBe('Asian handicap -0/0.5');
  });

  it('names totals, cockfights and scores in the page language', () => {
    expect(marketTitle({ kind: 'over_under', line: 9 }, t)).toBe('Over/under 2/2.5');
    expect(selectionLabel({ kind: 'over_under', line: 9 }, 'under', sides, t)).toBe('Under 2/2.5');
    const cockfight = { kind: 'cockfight', drawRule: 'void_sides' } as const;
    expect(selectionLabel(cockfight, 'wala', sides, translator('cn'))).toBe('Wala（蓝）');
    expect(selectionLabel({ kind: 'correct_score' }, 'other', sides, translator('vi'))).toBe('Tỷ số khác');
    expect(selectionLabel({ kind: 'match_result' }, 'draw', sides, translator('XX'))).toBe('Draw');
    expect(
      ['home', 'draw', 'away'].map((code) => shortLabel({ kind: 'match_result' }, code, sides, t)),
    ).toEqual(['1', 'X', '2']);
    expect(shortLabel({ kind: 'match_result' }, 'home', sides, t)).not.toBe(
      selectionLabel({ kind: 'match_result' }, 'home', sides, t),
    );
  });
});

it('prints systems by their names', () => {
  expect(['trixie', 'lucky_15', '2/3', '4x11'].map(systemName)).toEqual([
    'Trixie',
    'Lucky 15',
    '2/3',
    '4×11',
  ]);
});
