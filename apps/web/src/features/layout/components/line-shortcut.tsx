import { useQuery } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { lineLink } from '../model/contact-links.ts';

/**
 * The spec's chat-line shortcut: a floating button to the brand's LINE account, when it has one. The
 * entry notice (popup-queue.tsx) keeps clear of its corner, and the footer's last line room below it
 * (site-footer.tsx); a move here must move there too.
 */
export function LineShortcut(): ReactNode {
  const { t } = useTranslation('layout');
  const { data: status } = useQuery(systemQueries.status());
  const line = lineLink(status?.resources ?? []);
  if (!line) return null;

  return (
    <a
      href={line.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('rail.lineShortcut')}
      title={t('rail.lineShortcut')}
      className="fixed end-4 bottom-4 z-30 grid size-14 place-items-center rounded-full bg-emerald-700 text-white shadow-card transition-transform hover:scale-105 motion-reduce:transition-none xl:end-16 xl:bottom-6 pb-[env(safe-area-inset-bottom)]"
    >
      <MessageSquareText aria-hidden="true" className="size-6" />
    </a>
  );
}
