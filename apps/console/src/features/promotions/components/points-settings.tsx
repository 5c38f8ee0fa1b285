import { EARNING_TYPES, ZConvertSettingBody, ZRatiosBody } from '@platform/contracts/loyalty/schemas';
import { Button } from '@platform/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';
import { type FormIssue, FormIssues } from '../../../shared/ui/form-issues.tsx';
import {
  type ConvertBody,
  type PointsSettingsValue,
  pointsSettingsQuery,
  type RatiosBody,
  useSaveConvertRate,
  useSaveRatios,
} from '../api/points-queries.ts';

type EarningType = (typeof EARNING_TYPES)[number];
type Rate = NonNullable<ConvertBody['rate']>;

const ratiosOf = (settings: PointsSettingsValue): Record<EarningType, string> =>
  Object.fromEntries(
    EARNING_TYPES.map((type) => [
      type,
      settings.ratios.find((ratio) => ratio.type === type)?.moneyPerPoint ?? '',
    ]),
  ) as Record<EarningType, string>;

/**
 * The brand's points settings: the money that earns one point per type and the points-to-cash rate,
 * each saved on its own (audited with the values before and after), checked with the contract's
 * schema before sending, beside the cards a member sees on the points mall's rules.
 */
export function PointsSettings({ merchant }: { merchant: string }): ReactNode {
  const { data, error } = useQuery(pointsSettingsQuery(merchant));
  if (!data) return <ErrorText error={error} />;
  // Keyed by what the server answered: a save (or another staff member's) starts the forms afresh.
  return <SettingsForms key={JSON.stringify(data)} merchant={merchant} settings={data} />;
}

function SettingsForms({
  merchant,
  settings,
}: {
  merchant: string;
  settings: PointsSettingsValue;
}): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('points.settings.manage');
  const saveRatios = useSaveRatios();
  const saveRate = useSaveConvertRate();
  const [ratios, setRatios] = useState(() => ratiosOf(settings));
  const [converting, setConverting] = useState(settings.convert !== null);
  const [rate, setRate] = useState<Rate>(settings.convert ?? { points: '', amount: '', minPoints: '' });
  const [ratioIssues, setRatioIssues] = useState<FormIssue[]>([]);
  const [rateIssues, setRateIssues] = useState<FormIssue[]>([]);

  function submitRatios(event: FormEvent) {
    event.preventDefault();
    const body: RatiosBody = {
      merchant,
      ratios: EARNING_TYPES.map((type) => ({ type, moneyPerPoint: ratios[type].trim() })),
    };
    const checked = ZRatiosBody.safeParse(body);
    // An issue at ratios.<n>.moneyPerPoint names the type it belongs to.
    setRatioIssues(
      checked.error?.issues.map((issue) => {
        const type = EARNING_TYPES[Number(issue.path[1])];
        return { path: type ? [t(`pointsSettings.type.${type}`)] : issue.path, message: issue.message };
      }) ?? [],
    );
    if (checked.success) saveRatios.mutate(body);
  }

  function submitRate(event: FormEvent) {
    event.preventDefault();
    const body: ConvertBody = { merchant, rate: converting ? rate : null };
    const checked = ZConvertSettingBody.safeParse(body);
    setRateIssues(checked.error?.issues ?? []);
    if (checked.success) saveRate.mutate(body);
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <div className="flex flex-col gap-6">
        <form onSubmit={submitRatios} className="flex flex-col gap-3 rounded-2xl border border-line p-4">
          <h2 className="text-lg font-semibold">{t('pointsSettings.ratios')}</h2>
          <p className="text-sm text-ink-muted">
            {settings.ownRatios ? t('pointsSettings.ratiosHint') : t('pointsSettings.platformRatios')}
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            {EARNING_TYPES.map((type) => (
              <Field
                key={type}
                label={t('pointsSettings.perPoint', { type: t(`pointsSettings.type.${type}`) })}
              >
                {(id) => (
                  <input
                    id={id}
                    inputMode="decimal"
                    disabled={!canManage}
                    value={ratios[type]}
                    onChange={(event) => setRatios((before) => ({ ...before, [type]: event.target.value }))}
                    className={`tabular-nums ${fieldClass}`}
                  />
                )}
              </Field>
            ))}
          </div>
          <FormIssues issues={ratioIssues} />
          <ErrorText error={saveRatios.error} />
          {canManage ? (
            <Button type="submit" className="w-fit" disabled={saveRatios.isPending}>
              {t('pointsSettings.saveRatios')}
            </Button>
          ) : null}
        </form>
        <form onSubmit={submitRate} className="flex flex-col gap-3 rounded-2xl border border-line p-4">
          <h2 className="text-lg font-semibold">{t('pointsSettings.convert')}</h2>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              disabled={!canManage}
              checked={converting}
              onChange={(event) => setConverting(event.target.checked)}
            />
            {t('pointsSettings.convertOn')}
          </label>
          {converting ? (
            <div className="grid gap-3 sm:grid-cols-3">
              {(['points', 'amount', 'minPoints'] as const).map((part) => (
                <Field key={part} label={t(`pointsSettings.rate.${part}`)}>
                  {(id) => (
                    <input
                      id={id}
                      inputMode={part === 'amount' ? 'decimal' : 'numeric'}
                      disabled={!canManage}
                      value={rate[part]}
                      onChange={(event) => setRate((before) => ({ ...before, [part]: event.target.value }))}
                      className={`tabular-nums ${fieldClass}`}
                    />
                  )}
                </Field>
              ))}
            </div>
          ) : null}
          <FormIssues issues={rateIssues} />
          <ErrorText error={saveRate.error} />
          {canManage ? (
            <Button type="submit" className="w-fit" disabled={saveRate.isPending}>
              {t('pointsSettings.saveConvert')}
            </Button>
          ) : null}
        </form>
      </div>
      <MemberPreview ratios={ratios} rate={converting ? rate : null} />
    </div>
  );
}

/** What the points mall's rules show a member with these values (the site's cards, in the console's language). */
function MemberPreview({
  ratios,
  rate,
}: {
  ratios: Record<EarningType, string>;
  rate: Rate | null;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('pointsSettings.preview')}
      className="flex h-fit flex-col gap-3 rounded-2xl border border-line bg-surface-1 p-4 text-sm"
    >
      <h2 className="font-semibold">{t('pointsSettings.preview')}</h2>
      <ul className="grid grid-cols-2 gap-2">
        {EARNING_TYPES.map((type) => (
          <li key={type} className="rounded-xl bg-surface-2 px-3 py-2">
            <span className="block text-xs text-ink-muted">{t(`pointsSettings.type.${type}`)}</span>
            <span className="block font-semibold tabular-nums">
              {t('pointsSettings.ratio', { money: ratios[type] || '—' })}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-ink-muted">
        {rate
          ? t('pointsSettings.convertLine', {
              points: rate.points || '—',
              amount: rate.amount || '—',
              min: rate.minPoints || '—',
            })
          : t('pointsSettings.convertOff')}
      </p>
    </section>
  );
}
