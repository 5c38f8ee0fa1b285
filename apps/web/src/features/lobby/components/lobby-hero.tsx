import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCategoryId } from '../../../shared/lib/game-categories.ts';

/** Deep gradients per category, dark enough for white text at AA in both themes. */
const TINT: Record<GameCategoryId | 'SEAMLESS', string> = {
  LIVE: 'from-rose-700 via-fuchsia-800 to-purple-950',
  SPORTS: 'from-emerald-700 via-teal-800 to-cyan-950',
  FISH: 'from-sky-700 via-blue-800 to-indigo-950',
  RNG: 'from-orange-700 via-rose-800 to-purple-950',
  PVP: 'from-red-700 via-rose-800 to-zinc-950',
  ELOTT: 'from-fuchsia-700 via-violet-800 to-indigo-950',
  LOTT: 'from-indigo-700 via-blue-800 to-slate-950',
  ESPORTS: 'from-violet-700 via-indigo-800 to-slate-950',
  CRASH: 'from-orange-700 via-red-800 to-slate-950',
  ARCADE: 'from-pink-700 via-purple-800 to-indigo-950',
  MINI: 'from-teal-700 via-cyan-800 to-slate-950',
  JACKPOT: 'from-amber-700 via-orange-800 to-stone-950',
  COCKFIGHTING: 'from-red-700 via-orange-900 to-stone-950',
  CRICKET: 'from-green-700 via-emerald-800 to-slate-950',
  // The seamless-wallet lobby, which spans categories.
  SEAMLESS: 'from-cyan-700 via-sky-800 to-indigo-950',
};

type LobbyHeroProps = {
  /** Whose colours: a category's, or the seamless lobby's. */
  tint: GameCategoryId | 'SEAMLESS';
  icon: LucideIcon;
  title: string;
  tagline: string;
  vendorCount: number | undefined;
};

/** The lobby's banner: the category in its own colours, drawn from its icon; no downloaded artwork. */
export function LobbyHero({ tint, icon: Icon, title, tagline, vendorCount }: LobbyHeroProps): ReactNode {
  const { t: tl } = useTranslation('lobby');

  return (
    <section
      aria-labelledby="lobby-title"
      className={`relative isolate overflow-hidden rounded-3xl bg-linear-to-br ${TINT[tint]} text-white shadow-card`}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_90%_at_90%_10%,rgb(255_255_255/0.18),transparent_60%)]"
      />
      <Icon
        aria-hidden="true"
        strokeWidth={1.25}
        className="absolute -end-6 -bottom-10 -z-10 size-56 rotate-12 text-white/15 sm:-end-2 sm:size-72"
      />
      <div className="flex max-w-2xl flex-col gap-3 p-6 sm:p-10">
        {vendorCount !== undefined && (
          <span className="w-fit rounded-full bg-white/15 px-3 py-1 text-xs font-semibold backdrop-blur">
            {tl('providers', { total: vendorCount })}
          </span>
        )}
        <h1 id="lobby-title" className="text-3xl font-extrabold tracking-tight sm:text-5xl">
          {title}
        </h1>
        <p className="max-w-lg text-base text-white/90 sm:text-lg">{tagline}</p>
      </div>
    </section>
  );
}
