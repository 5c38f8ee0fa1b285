import type { EARNING_TYPES } from '@platform/contracts/loyalty/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Ratio = { type: (typeof EARNING_TYPES)[number]; moneyPerPoint: string };

/** How points are earned (the brand's ratio per type, for a member) and the mall's rules. */
export function PointsRules({ ratios }: { ratios: Ratio[] | undefined }): ReactNode {
  const { t } = useTranslation('loyalty');
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-line bg-surface-1 p-5 text-sm">
      {ratios && (
        <section className="flex flex-col gap-3">
          <h3 className="text-base font-bold">{t('rules.ratios')}</h3>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {ratios.map((ratio) => (
              <li key={ratio.type} className="rounded-xl bg-surface-2 px-4 py-3">
                <span className="block text-xs text-ink-muted">{t(`pointType.${ratio.type}`)}</span>
                <span className="font-semibold tabular-nums">
                  {t('rules.ratio', { money: ratio.moneyPerPoint })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="flex flex-col gap-2">
        <h3 className="text-base font-bold">{t('rules.title')}</h3>
        <ol className="list-decimal space-y-1.5 ps-5 text-ink-muted">
          {(['earn', 'never', 'redeem', 'review', 'reject', 'cash'] as const).map((rule) => (
            <li key={rule}>{t(`rules.${rule}`)}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
