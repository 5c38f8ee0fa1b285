import { createHmac } from 'node:crypto';

/**
 * The published draw algorithm, so anyone can recompute a draw from its revealed seed:
 *
 * 1. Bytes: block i (i = 0, 1, 2, ...) is HMAC-SHA256(key = seed, message = i as 4-byte big-endian);
 *    the stream is block 0, then block 1, and so on, byte by byte.
 * 2. A uniform integer in 0..n-1 (n <= 256) takes the next byte b and keeps it only if
 *    b < 256 - (256 mod n), answering b mod n; otherwise it takes the next byte (rejection, so no value is
 *    favoured).
 * 3. Balls with repeats (SSC digits, K3 dice, VN digits) are uniform integers in order. Distinct balls
 *    (PK10, 11X5, LHC) are a partial Fisher-Yates shuffle of the pool min..max in ascending order: for
 *    position p = 0, 1, ..., the ball at index p + uniform(pool size - p) is swapped into position p.
 */
export type ByteStream = { next(): number };

export function byteStream(seed: Uint8Array): ByteStream {
  let block = new Uint8Array(0);
  let counter = 0;
  let offset = 0;
  return {
    next() {
      if (offset === block.length) {
        const message = Buffer.alloc(4);
        message.writeUInt32BE(counter);
        block = createHmac('sha256', seed).update(message).digest();
        counter += 1;
        offset = 0;
      }
      const byte = block[offset] as number;
      offset += 1;
      return byte;
    },
  };
}

/** A uniform integer in 0..n-1 for 1 <= n <= 256, by rejection sampling. */
export function uniformBelow(stream: ByteStream, n: number): number {
  const limit = 256 - (256 % n);
  for (;;) {
    const byte = stream.next();
    if (byte < limit) return byte % n;
  }
}

/** `count` integers drawn uniformly from min..max, repeats allowed. */
export function withRepeats(stream: ByteStream, count: number, min: number, max: number): number[] {
  return Array.from({ length: count }, () => min + uniformBelow(stream, max - min + 1));
}

/** `count` distinct integers from min..max in drawn order (partial Fisher-Yates). */
export function distinct(stream: ByteStream, count: number, min: number, max: number): number[] {
  const pool = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  for (let position = 0; position < count; position += 1) {
    const swap = position + uniformBelow(stream, pool.length - position);
    [pool[position], pool[swap]] = [pool[swap] as number, pool[position] as number];
  }
  return pool.slice(0, count);
}
