import type { RouteValue } from '@platform/contracts/endpoint';
import type { getLotteryResults } from '@platform/contracts/lottery/routes';
import { LtrText } from '@platform/ui/bidi.tsx';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { ballsFromSeed, seedHashMatches } from '../model/verify-draw.ts';
import { DrawBalls } from './draw-balls.tsx';

type Draw = RouteValue<typeof getLotteryResults>['draws'][number];
type Verdict = 'verified' | 'hashOnly' | 'mismatch';

async function verify(family: string, draw: Draw): Promise<Verdict> {
  if (!draw.seed || !draw.seedHash || !(await seedHashMatches(draw.seed, draw.seedHash))) return 'mismatch';
  const balls = await ballsFromSeed(family, draw.seed);
  if (balls === null) return 'hashOnly';
  return JSON.stringify(balls) === JSON.stringify(draw.balls) ? 'verified' : 'mismatch';
}

/** One result: its numbers, and for e-lottery its seed with a button that recomputes it here. */
function ResultRow({ family, draw }: { family: string; draw: Draw }): ReactNode {
  const { t } = useTranslation('lottery');
  const [verdict, setVerdict] = useState<Verdict>();

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="shrink-0 sm:w-44">
        <p className="text-sm font-semibold tabular-nums">
          <LtrText>{draw.period}</LtrText>
        </p>
        <p className="text-xs text-ink-muted tabular-nums">
          {formatGmt8(new Date(draw.drawsAt), { withSeconds: false })}
        </p>
      </div>
      <div className="min-w-0 flex-1">
        {draw.balls ? (
          <DrawBalls balls={draw.balls} size="sm" label={t('results.balls')} />
        ) : (
          <p className="text-sm text-ink-muted">{t('results.cancelled')}</p>
        )}
      </div>
      {draw.seed && (
        <div className="flex min-w-0 flex-col gap-1 sm:w-72">
          <p className="truncate font-mono text-xs text-ink-muted" title={draw.seed}>
            {t('results.seed')}: {draw.seed}
          </p>
          {verdict ? (
            <p
              role="status"
              className={`flex items-center gap-1 text-xs font-semibold ${verdict === 'mismatch' ? 'text-danger-text' : 'text-success-text'}`}
            >
              {verdict === 'mismatch' ? (
                <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              ) : (
                <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
              )}
              {t(`results.${verdict}`)}
            </p>
          ) : (
            <button
              type="button"
              aria-label={`${t('results.verify')} ${draw.period}`}
              onClick={() => void verify(family, draw).then(setVerdict)}
              className="min-h-11 self-start rounded-xl border border-line px-3 text-xs font-semibold hover:bg-surface-2"
            >
              {t('results.verify')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** The game's results, newest first. */
export function ResultsHistory({ family, draws }: { family: string; draws: readonly Draw[] }): ReactNode {
  const { t } = useTranslation('lottery');
  if (draws.length === 0)
    return <p className="py-6 text-center text-sm text-ink-muted">{t('results.empty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line" data-testid="results">
      {draws.map((draw) => (
        <ResultRow key={draw.period} family={family} draw={draw} />
      ))}
    </ul>
  );
}
