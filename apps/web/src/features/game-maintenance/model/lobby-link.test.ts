import { describe, expect, it } from 'vitest';
import { lobbyLinkOf } from './lobby-link.ts';

describe('lobbyLinkOf', () => {
  it.each([
    ['LIVE', '/live'],
    ['SPORTS', '/sports'],
    ['FISH', '/fish'],
    ['PVP', '/pvp'],
    ['ELOTT', '/elott'],
    ['LOTT', '/lottery'],
    ['ESPORTS', '/esports'],
    ['CRASH', '/crash'],
    ['COCKFIGHTING', '/cockfighting'],
  ] as const)('sends a %s game to %s', (gameCategory, to) => {
    expect(lobbyLinkOf({ gameCategory, vendorCode: 'ANY' })).toEqual({ to });
  });

  it("sends a slot game to its vendor's tab of the slots lobby", () => {
    expect(lobbyLinkOf({ gameCategory: 'RNG', vendorCode: 'NEON_SLOTS' })).toEqual({
      to: '/rng',
      search: { page: 'NEON_SLOTS' },
    });
  });
});
