import type { PromotionStatus } from '@platform/contracts/promotions/constants';

/** The badge colour of each status: accent for what the member may do, green for money paid, red for a no. */
export const STATUS_TONE: Record<PromotionStatus, string> = {
  join: 'bg-accent/15 text-accent-text',
  claim: 'bg-accent/15 text-accent-text',
  applying: 'bg-warm/15 text-warm-text',
  process: 'bg-warm/15 text-warm-text',
  coming_soon: 'bg-surface-3 text-ink-muted',
  close: 'bg-surface-3 text-ink-muted',
  rejected: 'bg-danger/10 text-danger-text',
  issued: 'bg-success/15 text-success-text',
  claimed: 'bg-success/15 text-success-text',
  signed: 'bg-success/15 text-success-text',
};
