import { describe, expect, it } from 'vitest';
import { parseBalls } from './balls.ts';

describe('parseBalls', () => {
  it('reads balls separated by spaces or commas', () => {
    expect(parseBalls('3 1, 4,1  5')).toEqual([3, 1, 4, 1, 5]);
    expect(parseBalls(' 012345 ')).toEqual([12345]);
  });
  it('refuses nothing, signs, fractions, letters and numbers past six digits', () => {
    for (const text of ['', '  ', '1 -2', '1.5', '3 a', '1234567']) expect(parseBalls(text)).toBeNull();
    expect(parseBalls(Array.from({ length: 41 }, () => '1').join(' '))).toBeNull();
  });
});
