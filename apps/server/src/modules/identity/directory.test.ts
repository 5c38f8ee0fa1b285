import { describe, expect, it } from 'vitest';
import { maskAccount } from './directory.ts';

describe('maskAccount', () => {
  it('keeps the first two letters and the last', () => {
    expect(maskAccount('bettor01')).toBe('be***1');
    expect(maskAccount('abc')).toBe('a***');
  });
});
