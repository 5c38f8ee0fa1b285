import type { Announcement } from '@platform/contracts/content/announcements';
import { Button } from '@platform/ui/button.tsx';
import { PlainText } from '@platform/ui/plain-text.tsx';
import { Clock, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { HTML_LANG } from '../../../shared/lib/languages.ts';
import { formatNoticeDate } from '../model/notice-date.ts';

/**
 * The entry popups, one after another, in a card that leaves the page usable; the first is shown as
 * soon as this loads, and closing the card puts all of them away for the session.
 */
export function PopupQueue({ popups, onDone }: { popups: Announcement[]; onDone: () => void }): ReactNode {
  const { t } = useTranslation('content');
  const titleId = useId();
  const language = useLanguageStore((state) => state.language);
  // Another window (login, notices) has the floor: the popups wait their turn.
  const isLayerBusy = useModalStore((state) => state.current !== null);
  const [index, setIndex] = useState(0);
  const popup = popups[index];

  useEffect(() => {
    if (index >= popups.length) onDone();
  }, [popups, index, onDone]);

  if (!popup) return null;
  const isLast = index === popups.length - 1;
  const handleNext = () => setIndex((current) => current + 1);

  return (
    // Not a modal: the first visit's page stays readable and usable beside it; it waits at the
    // bottom (a card on wide screens) until read, and takes no focus the visitor did not give it.
    // It leaves the floating chat button (line-shortcut.tsx) free: above it on phones, beside it wider.
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={isLayerBusy}
      onKeyDown={(event) => {
        if (event.key === 'Escape') handleNext();
      }}
      data-testid="entry-popup"
      className="fixed inset-x-3 bottom-22 z-40 flex max-h-[45dvh] flex-col rounded-2xl border border-line bg-surface-1 text-ink shadow-card sm:start-auto sm:end-24 sm:bottom-6 xl:end-36 sm:w-[26rem] sm:max-h-[60dvh] pb-[env(safe-area-inset-bottom)]"
    >
      <div className="flex items-start justify-between gap-3 border-b border-line px-4 py-3">
        <h2 id={titleId} className="text-base font-bold">
          {popup.title}
        </h2>
        <Button variant="ghost" size="icon" aria-label={t('popup.close')} onClick={onDone}>
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <div className="flex min-h-0 flex-col gap-3 overflow-y-auto px-4 py-3 text-sm">
        <p className="flex items-center gap-1.5 text-xs text-ink-muted">
          <Clock aria-hidden="true" className="size-3.5" />
          <time dateTime={popup.timestamp} className="tabular-nums">
            {t('notice.date', { date: formatNoticeDate(popup.timestamp, HTML_LANG[language]) })}
          </time>
        </p>
        <PlainText text={popup.content} />
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-line px-4 py-2.5">
        <span className="text-sm text-ink-muted tabular-nums">
          {popups.length > 1 && t('popup.counter', { index: index + 1, count: popups.length })}
        </span>
        <Button onClick={handleNext}>{t(isLast ? 'popup.done' : 'popup.next')}</Button>
      </div>
    </section>
  );
}
