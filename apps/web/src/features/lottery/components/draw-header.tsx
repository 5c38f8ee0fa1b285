import type { RouteValue } from '@platform/contracts/endpoint';
import type { getLotteryGame } from '@platform/contracts/lottery/routes';
import { ContentName, LtrText } from '@platform/ui/bidi.tsx';
import { cn } from '@platform/ui/cn.ts';
import { Clock, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLtrIsolate } from '../../../shared/hooks/use-ltr-isolate.ts';
import { formatCountdown, useCountdown } from '../model/use-countdown.ts';
import { DrawBalls } from './draw-balls.tsx';

type Game = RouteValue<typeof getLotteryGame>;

/**
 * The game's header: its name, the current draw's number and the countdown to the close (on the
 * server's clock), the ELOTT seed hash committed to before betting, and the last result.
 */
export function DrawHeader({ game, receivedAt }: { game: Game; receivedAt: number }): ReactNode {
  const { t } = useTranslation('lottery');
  const ltr = useLtrIsolate();
  const draw = game.currentDraw;
  const isOpen = draw?.status === 'open';
  const isComing = draw?.status === 'scheduled';
  const target = isOpen ? draw.closesAt : isComing ? draw.opensAt : undefined;
  const left = useCountdown(target, game.serverTime, receivedAt);
  const last = game.lastResults.find((result) => result.balls !== null);

  return (
    <header className="grid gap-4 rounded-3xl border border-line bg-surface-1 p-5 shadow-card sm:p-6 lg:grid-cols-[1fr_auto] lg:items-center">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <ContentName>{game.name}</ContentName>
          </h1>
          <span className="rounded-full bg-surface-3 px-2.5 py-0.5 text-xs font-semibold text-ink-muted">
            {t(`kind.${game.kind}`)}
          </span>
        </div>
        {draw ? (
          <p className="text-sm text-ink-muted tabular-nums">
            {t('draw.period', { period: ltr(draw.period) })} · {t(`status.${draw.status}`)}
          </p>
        ) : (
          <p className="text-sm text-ink-muted">{t('draw.none')}</p>
        )}
        {draw?.seedHash && (
          <p
            className="flex min-w-0 items-center gap-1.5 text-xs text-ink-muted"
            title={t('draw.seedHashHelp')}
          >
            <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-success-text" />
            <span className="shrink-0">{t('draw.seedHash')}:</span>
            <code className="truncate font-mono" data-testid="seed-hash">
              {draw.seedHash}
            </code>
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4 lg:justify-end">
        {last?.balls && (
          <div className="flex flex-col gap-1">
            <span className="text-xs text-ink-muted tabular-nums">
              {t('draw.last')} · <LtrText>{last.period}</LtrText>
            </span>
            <DrawBalls balls={last.balls} label={t('draw.last')} />
          </div>
        )}
        {draw && (
          <div
            role="timer"
            aria-live="off"
            className={cn(
              'flex min-w-36 flex-col items-center rounded-2xl px-4 py-2',
              isOpen || isComing ? 'bg-surface-2' : 'bg-warm/15',
            )}
          >
            <span className="flex items-center gap-1 text-xs text-ink-muted">
              <Clock aria-hidden="true" className="size-3.5" />
              {isOpen ? t('draw.closesIn') : isComing ? t('draw.opensIn') : t('draw.closed')}
            </span>
            {left !== null && (
              <span
                className="text-3xl font-bold tabular-nums"
                data-testid={isOpen ? 'countdown' : undefined}
              >
                {formatCountdown(left)}
              </span>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
