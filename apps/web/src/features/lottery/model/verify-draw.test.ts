import { describe, expect, it } from 'vitest';
import { ballsFromSeed, seedHashMatches } from './verify-draw.ts';

// Computed with the server's rules/seed.ts for this seed, so the page and the server agree.
const SEED = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const HASH = '4773d12e2371bb935b9a0f5439b4a1c3ad3f2414b86980f8418d1cfabdfadfef';

describe('verifying an e-lottery draw in the browser', () => {
  it('accepts the seed behind the published hash and refuses another', async () => {
    expect(await seedHashMatches(SEED, HASH)).toBe(true);
    expect(await seedHashMatches(SEED.replace('00', '01'), HASH)).toBe(false);
  });

  it('draws the same balls from the seed as the server did', async () => {
    expect(await ballsFromSeed('SSC', SEED)).toEqual([1, 3, 7, 7, 6]);
    expect(await ballsFromSeed('K3', SEED)).toEqual([4, 4, 6]);
    expect(await ballsFromSeed('PK10', SEED)).toEqual([2, 8, 10, 9, 7, 6, 5, 1, 3, 4]);
    expect(await ballsFromSeed('LHC', SEED)).toEqual([25, 23, 3, 5, 46, 47, 43]);
    expect(await ballsFromSeed('VN', SEED)).toBeNull();
  });
});
