import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, useEffect, useState } from 'react';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { MountWhenWanted } from '../../../shared/ui/mount-when-wanted.tsx';
import { announcementQueries } from '../api/announcement-queries.ts';
import { hasSeenPopups, markPopupsSeen } from '../model/popup-seen.ts';

// The window's code loads only when there is something to show.
const PopupQueue = lazy(() => import('./popup-queue.tsx').then((module) => ({ default: module.PopupQueue })));

function PendingPopups({ onDone }: { onDone: () => void }): ReactNode {
  const language = useLanguageStore((state) => state.language);
  const { data } = useQuery(announcementQueries.all({ type: 'PU', language }));
  const popups = data?.list ?? [];
  const hasNone = data !== undefined && popups.length === 0;
  useEffect(() => {
    if (hasNone) onDone();
  }, [hasNone, onDone]);
  return (
    <MountWhenWanted isWanted={popups.length > 0}>
      <PopupQueue popups={popups} onDone={onDone} />
    </MountWhenWanted>
  );
}

/**
 * The popup announcements (type PU) a visitor sees on entry, one after another, once per browser
 * session. Mounted once at the root.
 */
export function PopupAnnouncements(): ReactNode {
  const [isDone, setIsDone] = useState(hasSeenPopups);
  const [finish] = useState(() => () => {
    markPopupsSeen();
    setIsDone(true);
  });
  if (isDone) return null;
  return <PendingPopups onDone={finish} />;
}
