import { createHash } from 'node:crypto';

/**
 * A fixed, fast stream of floats in [0, 1) for the simulations that prove a game's return: sfc32,
 * seeded from the SHA-256 of `name` (each test's own, never searched for a pass). A million rounds
 * through the seeds' HMAC-SHA256 stream took seconds of CI's shared cores, through this well under
 * one; the rules see only floats either way, and fair.test checks the HMAC stream itself.
 */
export function fastFloats(name: string): () => number {
  const seed = createHash('sha256').update(name).digest();
  let [a, b, c, d] = [0, 4, 8, 12].map((offset) => seed.readUInt32BE(offset)) as [
    number,
    number,
    number,
    number,
  ];
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 2 ** 32;
  };
}
