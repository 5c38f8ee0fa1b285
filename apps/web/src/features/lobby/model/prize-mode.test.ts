import { describe, expect, it } from 'vitest';
import { prizeModeOf, rememberPrizeMode } from './prize-mode.ts';

describe('prize mode', () => {
  it('is Lott for lottery games, Elott for e-lottery ones, and none for the rest', () => {
    expect(prizeModeOf('LOTT')).toBe('Lott');
    expect(prizeModeOf('ELOTT')).toBe('Elott');
    expect(prizeModeOf('RNG')).toBeUndefined();
  });

  it('is kept in session storage when a lottery game is chosen, and left alone otherwise', () => {
    sessionStorage.removeItem('prizeMode');
    rememberPrizeMode('RNG');
    expect(sessionStorage.getItem('prizeMode')).toBeNull();
    rememberPrizeMode('ELOTT');
    expect(sessionStorage.getItem('prizeMode')).toBe('Elott');
  });
});
