import type { VendorWalletCode } from '@platform/contracts/vendor-wallet/protocol';

/**
 * The wallet's answers to a payment (a credit or an adjustment) that no later call can change: the
 * platform refunded or closed the round (ROUND_CLOSED), or it does not know the round, player, game or
 * currency, or the call itself is wrong or breaks the round's cap. Sent again, each would be refused
 * again for ever. Every other refusal may pass: INSUFFICIENT_FUNDS (a correction down the member
 * cannot cover yet), and the signature's, clock's and key's (the book's own set-up, which an operator
 * mends), so those stay owed.
 */
const FINAL_REFUSALS: ReadonlySet<string> = new Set<VendorWalletCode>([
  'ROUND_CLOSED',
  'UNKNOWN_ROUND',
  'UNKNOWN_PLAYER',
  'UNKNOWN_GAME',
  'WRONG_CURRENCY',
  'INVALID_REQUEST',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_ROLLED_BACK',
  'WIN_LIMIT_EXCEEDED',
]);

export const isFinalRefusal = (code: string) => FINAL_REFUSALS.has(code);

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * When a payment whose `attempts`-th attempt in a row failed is sent again. A call the network lost
 * goes again at the next run, then after 1 s, 2 s, 4 s… up to 10 minutes: a platform that is down is
 * not called every second by every payment. A refusal that may pass (a balance that cannot cover a
 * correction yet) waits a minute, then 2, 4… up to an hour: the member's balance seldom changes by the
 * second.
 */
export function nextAttemptAt(now: Date, attempts: number, cause: 'not_reached' | 'refused'): Date {
  const delay =
    cause === 'not_reached'
      ? attempts <= 1
        ? 0
        : Math.min(10 * MINUTE, SECOND * 2 ** Math.min(attempts - 2, 30))
      : Math.min(60 * MINUTE, MINUTE * 2 ** Math.min(attempts - 1, 30));
  return new Date(now.getTime() + delay);
}
