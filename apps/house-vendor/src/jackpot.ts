import { createHmac } from 'node:crypto';
import { HOUSE_JACKPOTS } from '@platform/contracts/vendor-wallet/house';
import type { Seeds } from './fair.ts';

const TWO_32 = 2 ** 32;

/**
 * The jackpot a spin won, if any, from the round's committed seeds: one float of its own stream (the
 * HMAC over `<client seed>:<nonce>:jackpot`, so the reels' numbers are the same with or without it)
 * falls in the top tier's band [0, 1/oneIn), else the next tier's band after it, and so on; at most
 * one tier per spin. `forcedSeed` is the browser tests' (TEST_JACKPOT_WIN_SEED): a round played under
 * that client seed wins the top tier.
 */
export function jackpotOf(seeds: Seeds, forcedSeed?: string): string | null {
  const roll =
    forcedSeed !== undefined && seeds.clientSeed === forcedSeed
      ? 0
      : createHmac('sha256', seeds.serverSeed)
          .update(`${seeds.clientSeed}:${seeds.nonce}:jackpot`)
          .digest()
          .readUInt32BE(0) / TWO_32;
  let band = 0;
  for (const { code, oneIn } of HOUSE_JACKPOTS) {
    band += 1 / oneIn;
    if (roll < band) return code;
  }
  return null;
}
