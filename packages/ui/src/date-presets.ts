/** The spec's date-picker presets. */
export const DATE_PRESETS = ['next7', 'next30', 'past7', 'past30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export type DateRange = { from: Date; to: Date };

const PRESET_DAYS: Record<DatePreset, number> = { next7: 7, next30: 30, past7: -7, past30: -30 };

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * The calendar days of a preset, today included: "past 7 days" is today and the 6 days before it,
 * so a report over the range covers exactly 7 days. Days are local calendar days.
 */
export function presetRange(preset: DatePreset, today: Date): DateRange {
  const start = startOfDay(today);
  const days = PRESET_DAYS[preset];
  const other = addDays(start, days > 0 ? days - 1 : days + 1);
  return days > 0 ? { from: start, to: other } : { from: other, to: start };
}

/** The preset a range matches, if any, so the picker can show it as chosen. */
export function matchPreset(range: DateRange, today: Date): DatePreset | undefined {
  return DATE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, today);
    return (
      candidate.from.getTime() === startOfDay(range.from).getTime() &&
      candidate.to.getTime() === startOfDay(range.to).getTime()
    );
  });
}
