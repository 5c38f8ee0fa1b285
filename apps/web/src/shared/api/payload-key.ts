import type { PayloadKey } from '@platform/contracts/system/status';

let current: PayloadKey | undefined;

/** The brand's payload key, kept when the brand's status arrives (every page loads it first). */
export function rememberPayloadKey(key: PayloadKey): void {
  current = key;
}

export function rememberedPayloadKey(): PayloadKey | undefined {
  return current;
}
