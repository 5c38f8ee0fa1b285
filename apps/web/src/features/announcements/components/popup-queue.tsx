import type { Announcement } from '@platform/contracts/content/announcements';
import { Clock } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { HTML_LANG } from '../../../shared/lib/languages.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { PlainText } from '../../../shared/ui/plain-text.tsx';
import { formatNoticeDate } from '../model/notice-date.ts';

/** The entry popups, one after another; the first is shown as soon as this loads. */
export function PopupQueue({ popups, onDone }: { popups: Announcement[]; onDone: () => void }): ReactNode {
  const { t } = useTranslation('content');
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
    <Modal
      open={!isLayerBusy}
      onOpenChange={(open) => {
        if (!open) handleNext();
      }}
      title={popup.title}
      footer={
        <div className="flex w-full items-center justify-between gap-3">
          <span className="text-sm text-ink-muted tabular-nums">
            {popups.length > 1 && t('popup.counter', { index: index + 1, count: popups.length })}
          </span>
          <Button onClick={handleNext}>{t(isLast ? 'popup.done' : 'popup.next')}</Button>
        </div>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="flex items-center gap-1.5 text-xs text-ink-muted">
          <Clock aria-hidden="true" className="size-3.5" />
          <time dateTime={popup.timestamp} className="tabular-nums">
            {t('notice.date', { date: formatNoticeDate(popup.timestamp, HTML_LANG[language]) })}
          </time>
        </p>
        <PlainText text={popup.content} />
      </div>
    </Modal>
  );
}
