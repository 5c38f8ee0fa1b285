import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfferedCategories } from '../../../shared/hooks/use-offered-categories.ts';
import type { GameCategoryId } from '../../../shared/lib/game-categories.ts';

/** Each category's own art: a gradient pair that stays recognisable in both themes. */
const TILE_ART: Record<GameCategoryId, string> = {
  LIVE: 'from-rose-500 to-fuchsia-700',
  SPORTS: 'from-emerald-500 to-teal-700',
  FISH: 'from-sky-400 to-blue-700',
  RNG: 'from-amber-400 to-orange-600',
  PVP: 'from-violet-500 to-indigo-700',
  ELOTT: 'from-cyan-400 to-sky-700',
  LOTT: 'from-red-500 to-rose-700',
  ESPORTS: 'from-lime-500 to-green-700',
  CRASH: 'from-orange-500 to-red-700',
  ARCADE: 'from-pink-500 to-purple-700',
  MINI: 'from-teal-400 to-cyan-700',
  JACKPOT: 'from-yellow-500 to-amber-700',
  COCKFIGHTING: 'from-red-600 to-orange-800',
  CRICKET: 'from-green-500 to-emerald-700',
};

/** The categories the brand offers, as tiles; nothing while it offers none. */
export function CategoryGrid(): ReactNode {
  const { t } = useTranslation();
  const { t: th } = useTranslation('home');
  const offered = useOfferedCategories();
  if (offered.length === 0) return null;

  return (
    <section aria-labelledby="home-categories-title" className="flex flex-col gap-4">
      <h2 id="home-categories-title" className="text-xl font-bold tracking-tight sm:text-2xl">
        {th('categories.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-7">
        {offered.map(({ id, to, titleKey, icon: Icon }) => (
          <li key={id}>
            <Link
              to={to}
              className="group relative flex aspect-[4/3] flex-col justify-end overflow-hidden rounded-2xl bg-surface-2 p-3 shadow-card transition-transform motion-safe:hover:-translate-y-0.5 sm:p-4"
            >
              <div aria-hidden="true" className={`absolute inset-0 bg-gradient-to-br ${TILE_ART[id]}`} />
              <div
                aria-hidden="true"
                className="absolute inset-0 bg-[radial-gradient(circle_at_80%_15%,rgb(255_255_255/0.35),transparent_45%)]"
              />
              <Icon
                aria-hidden="true"
                className="absolute -top-3 -right-3 size-24 rotate-12 text-white/25 transition-transform motion-safe:group-hover:rotate-0 sm:size-28"
              />
              <div className="absolute inset-x-0 bottom-0 h-2/3 bg-gradient-to-t from-black/70 to-transparent" />
              <span className="relative text-base font-bold text-white sm:text-lg">{t(titleKey)}</span>
              <span className="relative line-clamp-2 text-xs text-white/85 sm:line-clamp-1 sm:text-sm">
                {th(`category.${id}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
