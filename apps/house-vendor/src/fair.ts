import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair outcomes (commit and reveal): before play the player sees the hash of a secret server
 * seed; every round's numbers come from HMAC-SHA256 keyed by that seed over the player's client seed,
 * the round's nonce and a cursor; when the player rotates the seed, the old one is revealed, and any
 * round played with it can be recomputed and checked against the hash shown before.
 */
export type Seeds = { serverSeed: string; clientSeed: string; nonce: number };

export const newServerSeed = (): string => randomBytes(32).toString('hex');
export const newClientSeed = (): string => randomBytes(8).toString('hex');
export const hashOfSeed = (serverSeed: string): string =>
  createHash('sha256').update(serverSeed).digest('hex');

const TWO_32 = 2 ** 32;

/** An endless stream of floats in [0, 1) for one round: 8 from each HMAC block. */
export function roundFloats(seeds: Seeds): () => number {
  let cursor = 0;
  let block: Buffer = Buffer.alloc(0);
  let offset = 32;
  return () => {
    if (offset >= 32) {
      block = createHmac('sha256', seeds.serverSeed)
        .update(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`)
        .digest();
      cursor += 1;
      offset = 0;
    }
    const value = block.readUInt32BE(offset) / TWO_32;
    offset += 4;
    return value;
  };
}

/** A whole number in [0, n): `floor(float × n)`, as the rules page states. */
export function pick(next: () => number, n: number): number {
  return Math.floor(next() * n);
}
