import { cn } from '@platform/ui/cn.ts';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandTimeZone } from '../../../shared/hooks/use-brand-time-zone.ts';
import { formatInZone } from '../../../shared/lib/gmt8-time.ts';
import { useNow } from '../hooks/use-now.ts';

/** The brand's clock, in its time zone and labelled with its offset, ticking every second whatever the device's zone. */
export function HeaderClock({
  className,
  dateClassName,
}: {
  className?: string;
  /** Where the bar is short of room, the date may give way (the time and zone stay). */
  dateClassName?: string;
}): ReactNode {
  const { t } = useTranslation('layout');
  const now = useNow();
  const { text, zone } = formatInZone(now, useBrandTimeZone());
  const [date, time] = text.split(' ');

  return (
    <p
      className={cn(
        'flex items-center gap-1.5 text-xs font-medium whitespace-nowrap text-ink-muted',
        className,
      )}
      data-testid="gmt8-clock"
    >
      <Clock aria-hidden="true" className="size-3.5 shrink-0 text-accent-text" />
      <span className="sr-only">{t('clock.label', { zone })}</span>
      {/* Digits and the zone stay left to right inside right-to-left text. */}
      <time dateTime={now.toISOString()} dir="ltr" className="tabular-nums">
        <span className={dateClassName}>{date} </span>
        {time}
      </time>
      <span dir="ltr" className="rounded bg-surface-2 px-1.5 py-0.5 text-[0.6875rem] font-bold text-ink">
        {zone}
      </span>
    </p>
  );
}
