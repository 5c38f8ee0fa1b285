import { Link } from '@tanstack/react-router';
import { Gift, House } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '../../../shared/lib/game-categories.ts';

const itemClass =
  'flex min-h-11 shrink-0 items-center gap-2 rounded-xl px-2.5 text-sm font-semibold whitespace-nowrap text-ink-muted transition-colors hover:bg-surface-2 hover:text-ink';
const activeClass = 'bg-surface-2 text-ink shadow-[inset_0_-2px_0_var(--accent)]';

/** Home, one entry per game category, then promotions: the spec's nav bar, scrollable on phones. */
export function SiteNav(): ReactNode {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('layout');

  return (
    <nav aria-label={tl('nav.label')} className="border-t border-line/60">
      <ul className="mx-auto flex max-w-6xl scroll-shadow-x gap-0.5 overflow-x-auto px-4 py-1.5 [scrollbar-width:none]">
        <li>
          <Link to="/index" className={itemClass} activeProps={{ className: activeClass }}>
            <House aria-hidden="true" className="size-4" />
            {t('route.index')}
          </Link>
        </li>
        {GAME_CATEGORIES.map(({ id, to, titleKey, icon: Icon }) => (
          <li key={id}>
            <Link to={to} className={itemClass} activeProps={{ className: activeClass }}>
              <Icon aria-hidden="true" className="size-4" />
              {t(titleKey)}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/promotions" className={itemClass} activeProps={{ className: activeClass }}>
            <Gift aria-hidden="true" className="size-4 text-warm-text" />
            {t('route.promotions')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
