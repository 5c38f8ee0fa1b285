import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Gift, House } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gameQueries } from '../../../shared/api/game-queries.ts';
import { categoryEntries } from '../model/nav-entries.ts';
import { NavEntry } from './nav-entry.tsx';
import { navActiveClass, navItemClass } from './nav-styles.ts';

const PLACEHOLDER_ENTRIES = ['a', 'b', 'c', 'd', 'e', 'f'];

/**
 * The desktop nav bar: home, one entry per category that has vendors, then promotions. Without the
 * game menus (still loading, or failed) it still offers home and promotions.
 */
export function SiteNav(): ReactNode {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('layout');
  const menus = useQuery(gameQueries.menus());
  const entries = menus.data ? categoryEntries(menus.data) : [];

  return (
    <nav aria-label={tl('nav.label')} className="hidden border-t border-line/60 xl:block">
      {/* Wraps rather than scrolls sideways if a language runs longer still: a scroller would clip the dropdowns. */}
      <ul className="relative mx-auto flex max-w-7xl flex-wrap items-center gap-0.5 px-4 py-1.5">
        <li>
          <Link to="/index" className={navItemClass} activeProps={{ className: navActiveClass }}>
            <House aria-hidden="true" className="size-4" />
            {t('route.index')}
          </Link>
        </li>
        {menus.isPending &&
          PLACEHOLDER_ENTRIES.map((key) => (
            <li key={key} aria-hidden="true">
              <Skeleton className="mx-1 h-5 w-24" />
            </li>
          ))}
        {entries.map((entry) => (
          <NavEntry key={entry.id} entry={entry} />
        ))}
        <li>
          <Link to="/promotions" className={navItemClass} activeProps={{ className: navActiveClass }}>
            <Gift aria-hidden="true" className="size-4 text-warm-text" />
            {t('route.promotions')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
