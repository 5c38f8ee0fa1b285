import { randomInt } from 'node:crypto';
import type { PromotionStatus } from '@platform/contracts/promotions/constants';
import type { ApplicationStatus, PromotionKind, RafflePeriod } from '../../db/schema.ts';

export type StatusInput = {
  promotion: { kind: PromotionKind; startsAt: Date; endsAt: Date; closedAt: Date | null };
  application: { status: ApplicationStatus } | undefined;
  bonus: { releasedAt: Date | null } | undefined;
  /** Whether the member drew the raffle in the current period. */
  hasDrawn: boolean;
  now: Date;
};

/**
 * The spec's promotion status for one viewer (section 4). What the member did comes first: a bonus
 * being wagered is in progress (process) and once released is issued (after an application) or
 * claimed; an application is applying, rejected, or signed (joined) when approved without a bonus.
 * Otherwise the promotion's window decides: coming soon, close, or what the member may do now.
 */
export function promotionStatus({
  promotion,
  application,
  bonus,
  hasDrawn,
  now,
}: StatusInput): PromotionStatus {
  if (bonus) {
    if (bonus.releasedAt === null) return 'process';
    return promotion.kind === 'apply' ? 'issued' : 'claimed';
  }
  if (application?.status === 'applying') return 'applying';
  if (application?.status === 'rejected') return 'rejected';
  if (application?.status === 'approved') return 'signed';
  if (now < promotion.startsAt) return 'coming_soon';
  if (promotion.closedAt !== null || now >= promotion.endsAt) return 'close';
  if (promotion.kind === 'raffle') return hasDrawn ? 'claimed' : 'claim';
  return promotion.kind === 'apply' ? 'join' : 'claim';
}

/** Whether members may apply, claim or draw now. */
export function isOpen(
  promotion: { startsAt: Date; endsAt: Date; closedAt: Date | null },
  now: Date,
): boolean {
  return promotion.closedAt === null && promotion.startsAt <= now && now < promotion.endsAt;
}

const GMT8_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The raffle period `now` falls in, as a key: 'once' for the promotion's whole run, the GMT+8 day
 * (2026-11-25), or the ISO week of the GMT+8 day (2026-W48).
 */
export function periodKey(period: RafflePeriod, now: Date): string {
  if (period === 'once') return 'once';
  const local = new Date(now.getTime() + GMT8_MS);
  if (period === 'daily') return local.toISOString().slice(0, 10);
  // ISO week: a week belongs to the year of its Thursday, and is numbered by that Thursday's day of the year.
  const weekday = (local.getUTCDay() + 6) % 7;
  const thursday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - weekday + 3);
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** A prize of the table, each as likely as its weight, drawn with the CSPRNG. */
export function drawPrize(table: readonly { weight: number }[], random = randomInt): number {
  const total = table.reduce((sum, { weight }) => sum + weight, 0);
  let ticket = random(0, total);
  for (const [index, { weight }] of table.entries()) {
    if (ticket < weight) return index;
    ticket -= weight;
  }
  throw new Error('A prize table needs at least one prize with a positive weight');
}
