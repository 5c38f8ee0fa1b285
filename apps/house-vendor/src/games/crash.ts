/**
 * Crash: a multiplier climbs from 1.00× until it crashes. The crash point is 0.99 / (1 − u) for the
 * round's first float u, cut to two decimals (at least 1.00). The player sets a cash-out multiplier
 * t before the round; the stake pays t times when the crash point reaches t. The chance of that is
 * 0.99 / t, so the return to player is 99% whatever t is.
 */
export const CRASH_RTP = 0.99;
const CRASH_MAX_CASHOUT = 1000;

const TWO_32 = 2 ** 32;

/** Computed on whole numbers (u is a 32-bit draw over 2^32), so no float error moves a cent. */
export function crashPoint(u: number): number {
  const draw = Math.round(u * TWO_32);
  return Math.max(100, Math.floor((99 * TWO_32) / (TWO_32 - draw))) / 100;
}

export function isValidCashOut(target: number): boolean {
  return (
    Number.isFinite(target) &&
    target >= 1.01 &&
    target <= CRASH_MAX_CASHOUT &&
    Math.round(target * 100) === target * 100
  );
}

export function playCrash(
  next: () => number,
  cashOut: number,
): { crashAt: number; win: boolean; multiplier: number } {
  const crashAt = crashPoint(next());
  const win = crashAt >= cashOut;
  return { crashAt, win, multiplier: win ? cashOut : 0 };
}
