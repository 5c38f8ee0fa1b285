/** What the jobs need of a game to lay out its draws. */
export type DrawTiming = {
  kind: 'ELOTT' | 'LOTT';
  intervalSeconds: number | null;
  scheduleTimes: readonly string[];
  scheduleWeekdays: readonly number[];
  closeSeconds: number;
};

export type PlannedDraw = { period: string; opensAt: Date; closesAt: Date; drawsAt: Date };

const DAY_MS = 86_400_000;
/** Draw periods and schedules are GMT+8, as the members see them. */
const GMT8_MS = 8 * 3_600_000;
/** How far ahead draws exist: members see the next few, and a chase can name them. */
const ELOTT_AHEAD_MS = 10 * 60_000;
const LOTT_AHEAD_DAYS = 7;

/** Midnight GMT+8 of the day holding `ms`. */
const dayStartOf = (ms: number) => Math.floor((ms + GMT8_MS) / DAY_MS) * DAY_MS - GMT8_MS;

/** YYYYMMDD of the GMT+8 day starting at `dayStart`. */
const dayLabel = (dayStart: number) =>
  new Date(dayStart + GMT8_MS).toISOString().slice(0, 10).replaceAll('-', '');

function planned(period: string, opensAt: number, drawsAt: number, closeSeconds: number): PlannedDraw {
  const closesAt = Math.max(opensAt, drawsAt - closeSeconds * 1000);
  return { period, opensAt: new Date(opensAt), closesAt: new Date(closesAt), drawsAt: new Date(drawsAt) };
}

/**
 * ELOTT: a draw every interval from GMT+8 midnight, numbered from 1 within its day (the draw at the
 * next midnight is the last of the day before); betting opens when the previous draw is made.
 */
function elottDraws(intervalMs: number, closeSeconds: number, now: number): PlannedDraw[] {
  const draws: PlannedDraw[] = [];
  const today = dayStartOf(now);
  const first = today + (Math.floor((now - today) / intervalMs) + 1) * intervalMs;
  // At least the next draw, however long the interval.
  for (let at = first; at <= now + ELOTT_AHEAD_MS || draws.length === 0; at += intervalMs) {
    const day = dayStartOf(at - 1);
    const number = String((at - day) / intervalMs).padStart(4, '0');
    draws.push(planned(`${dayLabel(day)}-${number}`, at - intervalMs, at, closeSeconds));
  }
  return draws;
}

/** ISO weekday (1 Monday .. 7 Sunday) of the GMT+8 day starting at `dayStart`. */
const weekdayOf = (dayStart: number) => ((new Date(dayStart + GMT8_MS).getUTCDay() + 6) % 7) + 1;

/** Every scheduled draw time from `fromDay` for `days` days, in order. */
function lottTimes(timing: DrawTiming, fromDay: number, days: number): number[] {
  const times: number[] = [];
  for (let day = 0; day < days; day += 1) {
    const start = fromDay + day * DAY_MS;
    if (!timing.scheduleWeekdays.includes(weekdayOf(start))) continue;
    for (const time of [...timing.scheduleTimes].sort()) {
      const [hours = 0, minutes = 0] = time.split(':').map(Number);
      times.push(start + (hours * 60 + minutes) * 60_000);
    }
  }
  return times;
}

/** LOTT: the official schedule's draws of the coming week; betting opens at the draw before. */
function lottDraws(timing: DrawTiming, now: number): PlannedDraw[] {
  const today = dayStartOf(now);
  const times = lottTimes(timing, today - LOTT_AHEAD_DAYS * DAY_MS, 2 * LOTT_AHEAD_DAYS + 1);
  const draws: PlannedDraw[] = [];
  times.forEach((at, index) => {
    const previous = times[index - 1];
    if (at <= now || at > now + LOTT_AHEAD_DAYS * DAY_MS || previous === undefined) return;
    const time = new Date(at + GMT8_MS).toISOString().slice(11, 16).replace(':', '');
    draws.push(planned(`${dayLabel(dayStartOf(at))}-${time}`, previous, at, timing.closeSeconds));
  });
  return draws;
}

/**
 * The draws a game should have ahead of `now`, each named by its period: creating them again is a
 * no-op, so any instance may run this at any time, and after downtime it simply resumes from now.
 */
export function upcomingDraws(timing: DrawTiming, now: Date): PlannedDraw[] {
  if (timing.kind === 'ELOTT') {
    if (!timing.intervalSeconds) return [];
    return elottDraws(timing.intervalSeconds * 1000, timing.closeSeconds, now.getTime());
  }
  return lottDraws(timing, now.getTime());
}
