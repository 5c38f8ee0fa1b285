import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import type { Selection } from './bet-count.ts';

/** One line of the bet slip: a selection of a play type with its stake per bet. */
export type SlipLine = {
  id: string;
  playType: string;
  selection: Selection;
  betCount: number;
  unitAmount: string;
  multiplier: number;
};

/** A line's stake in minor units (unit * multiplier * bets); null when the unit amount is not money. */
export function lineStake(
  line: Pick<SlipLine, 'unitAmount' | 'multiplier' | 'betCount'>,
  scale: number,
): bigint | null {
  const unit = parseMoney(line.unitAmount, scale);
  if (unit === null || unit <= 0n) return null;
  return unit * BigInt(line.multiplier) * BigInt(line.betCount);
}

/** The slip's total over `draws` draws, as a decimal string. */
export function slipTotal(lines: readonly SlipLine[], scale: number, draws = 1): string {
  const total = lines.reduce((sum, line) => sum + (lineStake(line, scale) ?? 0n), 0n);
  return formatMinorUnits(total * BigInt(draws), scale);
}

/** The body's selections, with the unit amount in the API's form. */
export function slipSelections(lines: readonly SlipLine[], scale: number) {
  return lines.map(({ playType, selection, unitAmount, multiplier }) => ({
    playType,
    selection,
    unitAmount: formatMinorUnits(parseMoney(unitAmount, scale) ?? 0n, scale),
    multiplier,
  }));
}
