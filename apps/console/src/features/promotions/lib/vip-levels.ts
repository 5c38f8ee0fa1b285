/** A level's thresholds as the console compares them: money as decimal text of the brand's currency. */
type LevelThresholds = { level: number; minDeposit: string; minBet: string };

const asNumber = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * The first level (by index) that breaks the server's rule, or -1 when none: levels run 0, 1, 2 …,
 * level 0 asks for nothing, and each asks at least what the one below does. The server checks the
 * same and refuses with loyalty.settings.invalid; this points at the row before sending.
 */
export function firstInvalidLevel(levels: readonly LevelThresholds[]): number {
  return levels.findIndex((rule, index) => {
    const deposit = asNumber(rule.minDeposit);
    const bet = asNumber(rule.minBet);
    if (rule.level !== index || Number.isNaN(deposit) || Number.isNaN(bet)) return true;
    const below = levels[index - 1];
    if (!below) return deposit !== 0 || bet !== 0;
    return deposit < asNumber(below.minDeposit) || bet < asNumber(below.minBet);
  });
}

/** Rebate rates are kept in hundredths of a percent; staff read and type percents with two decimals. */
export const percentOf = (rate: number | undefined) => ((rate ?? 0) / 100).toFixed(2);
export function rateOf(percent: string): number | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(percent.trim())) return null;
  const rate = Math.round(Number(percent) * 100);
  return rate <= 10_000 ? rate : null;
}
