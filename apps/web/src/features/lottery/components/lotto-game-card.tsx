import type { RouteValue } from '@platform/contracts/endpoint';
import type { getLottoMenu } from '@platform/contracts/lottery/routes';
import { ContentName } from '@platform/ui/bidi.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../../../shared/hooks/use-near-viewport.ts';
import { lotteryQueries } from '../api/lottery-queries.ts';
import { formatCountdown, useCountdown } from '../model/use-countdown.ts';

type MenuGame = RouteValue<typeof getLottoMenu>['gameMenus'][number]['games'][number];

const FAMILY_HUES: Record<string, string> = {
  SSC: 'from-rose-700 to-orange-800',
  PK10: 'from-sky-700 to-indigo-800',
  '11X5': 'from-emerald-700 to-teal-800',
  LHC: 'from-amber-700 to-red-800',
  K3: 'from-fuchsia-700 to-purple-800',
  VN: 'from-red-700 to-amber-800',
  LF: 'from-cyan-700 to-blue-800',
};

/** A lottery game of the menu, with its next close counting down once the card is near the screen. */
export function LottoGameCard({ game }: { game: MenuGame }): ReactNode {
  const { t } = useTranslation('lottery');
  const { ref, isNear } = useNearViewport<HTMLAnchorElement>(false);
  const info = useQuery({ ...lotteryQueries.game(game.gameCode), enabled: isNear });
  const draw = info.data?.currentDraw;
  const left = useCountdown(
    draw?.status === 'open' ? draw.closesAt : undefined,
    info.data?.serverTime,
    info.dataUpdatedAt,
  );

  return (
    <Link
      ref={ref}
      to="/lottery"
      search={{ gameCode: game.gameCode }}
      className="group flex items-center gap-3 rounded-2xl border border-line bg-surface-1 p-3 shadow-card transition-[border-color,translate] hover:border-accent/60 motion-safe:hover:-translate-y-0.5"
    >
      <span
        aria-hidden="true"
        className={`grid size-14 shrink-0 place-items-center rounded-2xl bg-gradient-to-br text-sm font-black text-white ${FAMILY_HUES[game.family] ?? 'from-slate-600 to-slate-800'}`}
      >
        {game.family}
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="truncate font-semibold text-ink">
          <ContentName>{game.name}</ContentName>
        </span>
        <span className="text-xs text-ink-muted">{t(`kind.${game.kind}`)}</span>
        <span className="flex items-center gap-1 text-xs text-warm-text tabular-nums">
          <Timer aria-hidden="true" className="size-3.5" />
          {left !== null ? t('menu.closesIn', { time: formatCountdown(left) }) : t('menu.waiting')}
        </span>
      </span>
    </Link>
  );
}
