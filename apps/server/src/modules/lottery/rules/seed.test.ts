import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ballsFromSeed, checkBalls, FAMILIES, type Family } from './index.ts';
import { uniformBelow } from './seed.ts';

const seedOf = (index: number) => new TextEncoder().encode(`draw-seed-${index}`);
const secret = fc.uint8Array({ minLength: 32, maxLength: 32 });

/** The published algorithm written out again from its description, for 11X5. */
function recomputeElevenFive(seed: Uint8Array): number[] {
  const bytes: number[] = [];
  for (let block = 0; block < 4; block += 1) {
    const counter = Buffer.from([0, 0, 0, block]);
    bytes.push(...createHmac('sha256', seed).update(counter).digest());
  }
  const pool = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  let position = 0;
  while (position < 5) {
    const left = pool.length - position;
    const byte = bytes.shift() as number;
    if (byte >= 256 - (256 % left)) continue;
    const other = position + (byte % left);
    const ball = pool[other] as number;
    pool[other] = pool[position] as number;
    pool[position] = ball;
    position += 1;
  }
  return pool.slice(0, 5);
}

/** Pearson's chi-square statistic of counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const expected = counts.reduce((sum, count) => sum + count, 0) / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('balls from a seed', () => {
  it('are the same for the same seed and differ for another', () => {
    for (const family of FAMILIES) {
      expect(ballsFromSeed(family, seedOf(1))).toEqual(ballsFromSeed(family, seedOf(1)));
      expect(ballsFromSeed(family, seedOf(1))).not.toEqual(ballsFromSeed(family, seedOf(2)));
    }
  });

  it('follow the published algorithm', () => {
    fc.assert(
      fc.property(secret, (seed) => {
        expect(ballsFromSeed('11X5', seed)).toEqual(recomputeElevenFive(seed));
      }),
    );
  });

  it.each(FAMILIES)('are a possible %s result (range, count, distinct balls)', (family) => {
    fc.assert(
      fc.property(secret, (seed) => {
        expect(checkBalls(family, ballsFromSeed(family, seed))).toBe(true);
      }),
    );
  });

  it('rejects the bytes that would favour low values', () => {
    const bytes = [250, 255, 249];
    expect(uniformBelow({ next: () => bytes.shift() as number }, 10)).toBe(9);
    expect(uniformBelow({ next: () => 255 }, 256)).toBe(255);
  });

  // 4,900 seeded draws each; the 0.1 % critical values of chi-square keep a fixed-seed test from flaking.
  const DRAWS = 4_900;
  const uniformity: [Family, string, number, (balls: readonly number[]) => number[], number][] = [
    ['SSC', 'digits of all five balls', 10, (balls) => [...balls], 27.88],
    ['PK10', 'winning car', 10, (balls) => [(balls[0] as number) - 1], 27.88],
    ['11X5', 'first ball', 11, (balls) => [(balls[0] as number) - 1], 29.59],
    ['LHC', 'special number', 49, (balls) => [(balls[6] as number) - 1], 84.04],
    ['K3', 'faces of all dice', 6, (balls) => balls.map((ball) => ball - 1), 20.52],
    ['LF', 'digits of all three balls', 10, (balls) => [...balls], 27.88],
    ['VN', 'special prize ending', 100, (balls) => [(balls[0] as number) % 100], 148.23],
  ];
  it.each(uniformity)('spread %s evenly over the %s', (family, _, categories, categorise, critical) => {
    const counts = Array.from({ length: categories }, () => 0);
    for (let index = 0; index < DRAWS; index += 1) {
      for (const category of categorise(ballsFromSeed(family, seedOf(index)))) {
        counts[category] = (counts[category] as number) + 1;
      }
    }
    expect(chiSquare(counts)).toBeLessThan(critical);
  });
});
