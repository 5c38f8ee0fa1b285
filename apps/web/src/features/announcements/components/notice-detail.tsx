import type { Announcement } from '@platform/contracts/content/announcements';
import { PlainText } from '@platform/ui/plain-text.tsx';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { HTML_LANG } from '../../../shared/lib/languages.ts';
import { formatNoticeDate } from '../model/notice-date.ts';

/** The open notice: its title, its date in GMT+8 and its text. */
export function NoticeDetail({ notice }: { notice: Announcement }): ReactNode {
  const { t } = useTranslation('content');
  const locale = HTML_LANG[useLanguageStore((state) => state.language)];

  return (
    <article
      aria-labelledby={`notice-${notice.id}`}
      aria-live="polite"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-2/60 p-4 sm:p-5 md:sticky md:top-0"
    >
      <h3 id={`notice-${notice.id}`} className="text-lg font-bold leading-snug text-balance">
        {notice.title}
      </h3>
      <p className="flex items-center gap-1.5 text-xs text-ink-muted">
        <Clock aria-hidden="true" className="size-3.5" />
        <time dateTime={notice.timestamp} className="tabular-nums">
          {t('notice.date', { date: formatNoticeDate(notice.timestamp, locale) })}
        </time>
      </p>
      <PlainText text={notice.content} className="text-sm text-ink" />
    </article>
  );
}
