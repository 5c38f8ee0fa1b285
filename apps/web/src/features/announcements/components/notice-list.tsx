import type { Announcement } from '@platform/contracts/content/announcements';
import { cn } from '@platform/ui/cn.ts';
import { LoadingState } from '@platform/ui/loading-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { HTML_LANG } from '../../../shared/lib/languages.ts';
import { NOTICES_PER_PAGE } from '../api/announcement-queries.ts';
import { formatNoticeDate } from '../model/notice-date.ts';

type NoticeListProps = {
  notices: Announcement[];
  chosenId: string | undefined;
  onChoose: (id: string) => void;
  /** The previous page is still showing while the next one loads. */
  isStale: boolean;
};

export function NoticeList({ notices, chosenId, onChoose, isStale }: NoticeListProps): ReactNode {
  const { t } = useTranslation('content');
  const locale = HTML_LANG[useLanguageStore((state) => state.language)];

  return (
    <ul
      aria-label={t('notice.list')}
      aria-busy={isStale}
      className={cn('flex flex-col gap-1.5 transition-opacity', isStale && 'opacity-60')}
    >
      {notices.map((notice) => {
        const isChosen = notice.id === chosenId;
        return (
          <li key={notice.id}>
            <button
              type="button"
              aria-current={isChosen ? 'true' : undefined}
              onClick={() => onChoose(notice.id)}
              className={cn(
                'flex min-h-11 w-full flex-col gap-0.5 rounded-xl border px-3.5 py-2 text-start transition-colors',
                isChosen
                  ? 'border-accent bg-[color-mix(in_srgb,var(--accent)_14%,var(--surface-1))]'
                  : 'border-transparent bg-surface-2 hover:bg-surface-3',
              )}
            >
              <span className="line-clamp-2 text-sm font-semibold md:line-clamp-1">{notice.title}</span>
              <time dateTime={notice.timestamp} className="text-xs text-ink-muted tabular-nums">
                {t('notice.date', { date: formatNoticeDate(notice.timestamp, locale) })}
              </time>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

const SKELETON_ROWS = Array.from({ length: NOTICES_PER_PAGE }, (_, index) => `row-${index}`);

/** A page of notices on its way, in the shape of the list and the open notice. */
export function NoticeListSkeleton(): ReactNode {
  return (
    <LoadingState className="md:grid md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-5">
      <div className="flex flex-col gap-1.5">
        {SKELETON_ROWS.map((row) => (
          <Skeleton key={row} className="h-13 rounded-xl" />
        ))}
      </div>
      <div className="hidden flex-col gap-3 md:flex">
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    </LoadingState>
  );
}
