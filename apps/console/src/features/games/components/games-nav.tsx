import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Both lists open on their first page in the staff's order. */
const FIRST_PAGE = { page: 1, size: 50, sort: 'sortOrder', order: 'asc' } as const;

const tabClass =
  'rounded-xl px-4 py-2 text-sm font-semibold text-ink-muted hover:bg-surface-2 data-[status=active]:bg-surface-3 data-[status=active]:text-ink';

/** The games section's two lists: the games, and the vendors they belong to. */
export function GamesNav(): ReactNode {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('section.games')} className="flex gap-2">
      <Link
        to="/games"
        search={FIRST_PAGE}
        activeOptions={{ exact: true, includeSearch: false }}
        className={tabClass}
      >
        {t('games.tab.games')}
      </Link>
      <Link
        to="/games/vendors"
        search={FIRST_PAGE}
        activeOptions={{ includeSearch: false }}
        className={tabClass}
      >
        {t('games.tab.vendors')}
      </Link>
    </nav>
  );
}
