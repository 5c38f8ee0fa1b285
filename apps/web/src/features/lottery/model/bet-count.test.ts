import { describe, expect, it } from 'vitest';
import { betCount, type PlayRow } from './bet-count.ts';
import { quickPick } from './quick-pick.ts';

const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const ball = (key: string, min: number): PlayRow => ({ key, options: digits, min, max: 10 });

describe('the live bet count', () => {
  it('multiplies the rows of a direct play and makes none while a row is empty', () => {
    const rows = ['ball1', 'ball2', 'ball3'].map((key) => ball(key, 1));
    expect(betCount('front3-direct', rows, [[1, 2], [3], [4, 5, 6]])).toBe(6);
    expect(betCount('front3-direct', rows, [[1, 2], [], [4]])).toBe(0);
  });

  it('counts group plays as the rules do', () => {
    expect(betCount('back3-group3', [ball('pool', 2)], [[1, 2, 3]])).toBe(6);
    expect(betCount('back3-group6', [ball('pool', 3)], [[1, 2, 3, 4]])).toBe(4);
    expect(betCount('back3-group6', [ball('pool', 3)], [[1, 2]])).toBe(0);
  });

  it('counts each pick of fixed-position and two-sides plays', () => {
    const rows = ['ball1', 'ball2'].map((key) => ball(key, 0));
    expect(betCount('fixed-position', rows, [[1, 2], [7]])).toBe(3);
  });

  it('quick picks a selection that always makes a bet', () => {
    const plays: [string, PlayRow[]][] = [
      ['five-direct', ['ball1', 'ball2', 'ball3', 'ball4', 'ball5'].map((key) => ball(key, 1))],
      ['middle3-group6', [ball('pool', 3)]],
      ['fixed-position', ['ball1', 'ball2'].map((key) => ball(key, 0))],
    ];
    for (const [code, rows] of plays)
      for (let run = 0; run < 50; run += 1) {
        const picked = quickPick(rows);
        expect(betCount(code, rows, picked)).toBeGreaterThan(0);
        for (const row of picked) expect(new Set(row).size).toBe(row.length);
      }
  });
});
