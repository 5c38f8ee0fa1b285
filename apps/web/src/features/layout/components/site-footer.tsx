import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { GAME_CATEGORIES } from '../../../shared/lib/game-categories.ts';
import { BrandMark } from '../../../shared/ui/brand-mark.tsx';

const INFO_LINKS = [
  { to: '/promotions', titleKey: 'route.promotions' },
  { to: '/help', titleKey: 'route.help' },
  { to: '/down', titleKey: 'route.down' },
  { to: '/join', titleKey: 'route.join' },
] as const;

const linkClass = 'inline-flex min-h-8 items-center text-sm text-ink-muted hover:text-ink';

export function SiteFooter(): ReactNode {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('layout');
  const { data: status } = useQuery(systemQueries.status());
  const brand = status?.merchant.name ?? '';

  return (
    <footer className="mt-12 border-t border-line bg-surface-1">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-[2fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-2.5">
            <BrandMark className="size-8" />
            <span className="text-base font-bold">{brand}</span>
          </div>
          <p className="max-w-md text-sm leading-relaxed text-ink-muted">{tl('footer.about')}</p>
          <div className="flex items-center gap-3 pt-1">
            <span className="grid size-10 shrink-0 place-items-center rounded-full border-2 border-danger text-xs font-extrabold text-danger-text">
              {tl('footer.ageBadge')}
            </span>
            <p className="text-xs leading-snug text-ink-muted">{tl('footer.responsible')}</p>
          </div>
        </div>
        <div>
          <h2 className="mb-2 text-xs font-bold tracking-wider text-ink-subtle uppercase">
            {tl('footer.products')}
          </h2>
          <ul className="grid grid-cols-2 gap-x-4">
            {GAME_CATEGORIES.map(({ id, to, titleKey }) => (
              <li key={id}>
                <Link to={to} className={linkClass}>
                  {t(titleKey)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-2 text-xs font-bold tracking-wider text-ink-subtle uppercase">
            {tl('footer.information')}
          </h2>
          <ul className="grid grid-cols-2 gap-x-4">
            {INFO_LINKS.map(({ to, titleKey }) => (
              <li key={to}>
                <Link to={to} className={linkClass}>
                  {t(titleKey)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-line px-4 py-5 text-center text-xs text-ink-subtle">
        {tl('footer.copyright', { year: new Date().getFullYear(), brand })}
      </p>
    </footer>
  );
}
