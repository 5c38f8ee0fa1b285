import type { POINT_TYPES } from '@platform/contracts/loyalty/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Reward = {
  earned: string;
  spent: string;
  types: { type: (typeof POINT_TYPES)[number]; points: string; moneyPerPoint: string | null }[];
};

const RULES = ['earn', 'never', 'redeem', 'review', 'reject', 'cash'] as const;

/**
 * How points are earned and what the member earned (the points reward: per type, the brand's ratio
 * and the member's points), then the mall's rules. Guests see the rules only.
 */
export function PointsRules({
  reward,
  canConvert,
}: {
  reward: Reward | undefined;
  canConvert: boolean;
}): ReactNode {
  const { t } = useTranslation('loyalty');
  const earning = reward?.types.filter((entry) => entry.moneyPerPoint !== null) ?? [];
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-line bg-surface-1 p-5 text-sm">
      {reward && (
        <section className="flex flex-col gap-3" data-testid="points-reward">
          <h3 className="text-base font-bold">{t('rules.ratios')}</h3>
          <dl className="grid grid-cols-2 gap-2">
            <div className="rounded-xl bg-surface-2 px-4 py-3">
              <dt className="text-xs text-ink-muted">{t('reward.earned')}</dt>
              <dd className="text-lg font-bold text-success-text tabular-nums">
                {Number(reward.earned).toLocaleString()}
              </dd>
            </div>
            <div className="rounded-xl bg-surface-2 px-4 py-3">
              <dt className="text-xs text-ink-muted">{t('reward.spent')}</dt>
              <dd className="text-lg font-bold tabular-nums">{Number(reward.spent).toLocaleString()}</dd>
            </div>
          </dl>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {earning.map((entry) => (
              <li key={entry.type} className="rounded-xl bg-surface-2 px-4 py-3">
                <span className="block text-xs text-ink-muted">{t(`pointType.${entry.type}`)}</span>
                <span className="block font-semibold tabular-nums">
                  {t('rules.ratio', { money: entry.moneyPerPoint })}
                </span>
                <span className="block text-xs text-ink-muted tabular-nums">
                  {t('reward.yours', { points: Number(entry.points).toLocaleString() })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="flex flex-col gap-2">
        <h3 className="text-base font-bold">{t('rules.title')}</h3>
        <ol className="list-decimal space-y-1.5 ps-5 text-ink-muted">
          {RULES.map((rule) => (
            <li key={rule}>{t(`rules.${rule}`)}</li>
          ))}
          {canConvert && <li>{t('rules.convert')}</li>}
        </ol>
      </section>
    </div>
  );
}
