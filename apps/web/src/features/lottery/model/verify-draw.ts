/**
 * Recomputes an e-lottery draw from its revealed seed, by the algorithm the server publishes
 * (apps/server/src/modules/lottery/rules/seed.ts): the seed's SHA-256 must be the hash shown when
 * betting opened, and the balls follow from an HMAC-SHA256 byte stream keyed by the seed, by rejection
 * sampling, with repeats (SSC digits, K3 dice) or as a partial Fisher-Yates shuffle (PK10, 11X5, LHC).
 */
const SHAPES: Readonly<Record<string, { count: number; min: number; max: number; isDistinct: boolean }>> = {
  SSC: { count: 5, min: 0, max: 9, isDistinct: false },
  K3: { count: 3, min: 1, max: 6, isDistinct: false },
  LF: { count: 3, min: 0, max: 9, isDistinct: false },
  PK10: { count: 10, min: 1, max: 10, isDistinct: true },
  '11X5': { count: 5, min: 1, max: 11, isDistinct: true },
  LHC: { count: 7, min: 1, max: 49, isDistinct: true },
};

const fromHex = (hex: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
const toHex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export async function seedHashMatches(seedHex: string, seedHashHex: string): Promise<boolean> {
  const digest = await crypto.subtle.digest('SHA-256', fromHex(seedHex));
  return toHex(digest) === seedHashHex.toLowerCase();
}

async function byteStream(seed: Uint8Array<ArrayBuffer>) {
  const key = await crypto.subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  let block = new Uint8Array(0);
  let counter = 0;
  let offset = 0;
  return async (): Promise<number> => {
    if (offset === block.length) {
      const message = new Uint8Array(4);
      new DataView(message.buffer).setUint32(0, counter);
      block = new Uint8Array(await crypto.subtle.sign('HMAC', key, message));
      counter += 1;
      offset = 0;
    }
    const byte = block[offset] ?? 0;
    offset += 1;
    return byte;
  };
}

/** The balls a seed draws for a family, or null for a family whose draw the page does not recompute. */
export async function ballsFromSeed(family: string, seedHex: string): Promise<number[] | null> {
  const shape = SHAPES[family];
  if (!shape) return null;
  const next = await byteStream(fromHex(seedHex));
  const below = async (n: number) => {
    const limit = 256 - (256 % n);
    for (;;) {
      const byte = await next();
      if (byte < limit) return byte % n;
    }
  };
  const pool = Array.from({ length: shape.max - shape.min + 1 }, (_, index) => shape.min + index);
  const balls: number[] = [];
  for (let position = 0; position < shape.count; position += 1) {
    if (!shape.isDistinct) {
      balls.push(shape.min + (await below(pool.length)));
      continue;
    }
    const swap = position + (await below(pool.length - position));
    [pool[position], pool[swap]] = [pool[swap] as number, pool[position] as number];
    balls.push(pool[position] as number);
  }
  return balls;
}
