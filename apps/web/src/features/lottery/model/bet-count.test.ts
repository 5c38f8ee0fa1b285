import { describe, expect, it } from 'vitest';
import { betCount, type PlayRow } from './bet-count.ts';
import { quickPick } from './quick-pick.ts';

const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const ball = (key: string, min: number): PlayRow => ({ key, options: digits, min, max: 10 });

describe('the live bet count', () => {
  it('multiplies the rows of a direct play and makes none while a row is empty', () => {
    const rows = ['ball1', 'ball2', 'ball3'].map((key) => ball(key, 1));
    expect(betCount('SSC', 'front3-direct', rows, [[1, 2], [3], [4, 5, 6]])).toBe(6);
    expect(betCount('SSC', 'front3-direct', rows, [[1, 2], [], [4]])).toBe(0);
  });

  it('counts group plays as the rules do', () => {
    expect(betCount('SSC', 'back3-group3', [ball('pool', 2)], [[1, 2, 3]])).toBe(6);
    expect(betCount('SSC', 'back3-group6', [ball('pool', 3)], [[1, 2, 3, 4]])).toBe(4);
    expect(betCount('SSC', 'back3-group6', [ball('pool', 3)], [[1, 2]])).toBe(0);
  });

  it('leaves out repeated numbers from direct plays of distinct balls, and counts combinations', () => {
    const rows = ['ball1', 'ball2'].map((key): PlayRow => ({ key, options: [1, 2, 3], min: 1, max: 3 }));
    expect(
      betCount('11X5', 'front2-direct', rows, [
        [1, 2],
        [1, 2, 3],
      ]),
    ).toBe(4);
    const pool: PlayRow[] = [{ key: 'pool', options: [1, 2, 3, 4, 5], min: 3, max: 5 }];
    expect(betCount('11X5', 'any3', pool, [[1, 2, 3, 4]])).toBe(4);
    expect(betCount('11X5', 'front3-group', pool, [[1, 2, 3, 4, 5]])).toBe(10);
    expect(betCount('VN', 'xien2', [{ ...ball('numbers', 2), min: 2 }], [[1, 2, 3]])).toBe(3);
  });

  it('counts each pick of fixed-position and two-sides plays', () => {
    const rows = ['ball1', 'ball2'].map((key) => ball(key, 0));
    expect(betCount('SSC', 'fixed-position', rows, [[1, 2], [7]])).toBe(3);
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
        expect(betCount('SSC', code, rows, picked)).toBeGreaterThan(0);
        for (const row of picked) expect(new Set(row).size).toBe(row.length);
      }
  });
});
