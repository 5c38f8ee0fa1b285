import { GAME_TYPES } from '@platform/contracts/loyalty/schemas';
import { Button } from '@platform/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import {
  useSaveVipSettings,
  type VipLevel,
  type VipSettingsBody,
  vipSettingsQuery,
} from '../api/vip-queries.ts';
import { firstInvalidLevel, percentOf, rateOf } from '../lib/vip-levels.ts';

const cellInput =
  'min-h-9 w-24 rounded-lg border border-line bg-surface-1 px-2 text-end text-ink tabular-nums';

/** The VIP levels table: thresholds, upgrade bonus and rebate rates per game type, edited and saved whole. */
export function VipLevels({ merchant }: { merchant: string }): ReactNode {
  const { data, error } = useQuery(vipSettingsQuery(merchant));
  if (!data) return <ErrorText error={error} />;
  return <VipEditor key={JSON.stringify(data)} merchant={merchant} initial={{ ...data, merchant }} />;
}

function VipEditor({ merchant, initial }: { merchant: string; initial: VipSettingsBody }): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('vip.manage');
  const save = useSaveVipSettings();
  const [settings, setSettings] = useState(initial);
  const [rates, setRates] = useState(() =>
    initial.levels.map((level) =>
      Object.fromEntries(GAME_TYPES.map((type) => [type, percentOf(level.rebateRates[type])])),
    ),
  );
  const setLevel = (index: number, changes: Partial<VipLevel>) =>
    setSettings((before) => ({
      ...before,
      levels: before.levels.map((level, at) => (at === index ? { ...level, ...changes } : level)),
    }));
  const invalidLevel = firstInvalidLevel(settings.levels);
  const badRate = rates.some((row) => GAME_TYPES.some((type) => rateOf(row[type] ?? '') === null));
  function addLevel() {
    const last = settings.levels.at(-1);
    setSettings((before) => ({
      ...before,
      levels: [
        ...before.levels,
        {
          level: before.levels.length,
          name: `VIP${before.levels.length}`,
          minDeposit: last?.minDeposit ?? '0',
          minBet: last?.minBet ?? '0',
          upgradeBonus: '0',
          rebateRates: last?.rebateRates ?? {},
        },
      ],
    }));
    setRates((before) => [...before, { ...(before.at(-1) ?? {}) }]);
  }
  function submit() {
    const levels = settings.levels.map((level, index) => ({
      ...level,
      rebateRates: Object.fromEntries(
        GAME_TYPES.map((type) => [type, rateOf(rates[index]?.[type] ?? '') ?? 0]),
      ),
    }));
    save.mutate({ ...settings, merchant, levels });
  }
  return (
    <div className="flex flex-col gap-3">
      <label className="flex w-fit flex-col gap-1 text-sm">
        {t('vip.windowDays')}
        <input
          type="number"
          min={1}
          max={365}
          value={settings.windowDays}
          disabled={!canManage}
          onChange={(event) =>
            setSettings((before) => ({ ...before, windowDays: Number(event.target.value) }))
          }
          className={cellInput}
        />
      </label>
      <div className="overflow-x-auto rounded-2xl border border-line">
        <table className="w-full text-sm" aria-label={t('vip.levels')}>
          <thead className="bg-surface-2 text-ink-muted">
            <tr>
              <th className="px-2 py-2 text-start">{t('vip.level')}</th>
              <th className="px-2 py-2 text-start">{t('vip.name')}</th>
              <th className="px-2 py-2 text-end">{t('vip.minDeposit')}</th>
              <th className="px-2 py-2 text-end">{t('vip.minBet')}</th>
              <th className="px-2 py-2 text-end">{t('vip.upgradeBonus')}</th>
              {GAME_TYPES.map((type) => (
                <th key={type} className="px-2 py-2 text-end">
                  {t('vip.rebate', { type: t(`vip.type.${type}`) })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {settings.levels.map((level, index) => (
              <tr
                key={level.level}
                aria-invalid={index === invalidLevel || undefined}
                className={
                  index === invalidLevel ? 'border-t border-danger bg-danger/10' : 'border-t border-line'
                }
              >
                <td className="px-2 py-1.5 font-semibold">{level.level}</td>
                <td className="px-2 py-1.5">
                  <input
                    aria-label={t('vip.name')}
                    value={level.name}
                    maxLength={32}
                    disabled={!canManage}
                    onChange={(event) => setLevel(index, { name: event.target.value })}
                    className={`${cellInput} text-start`}
                  />
                </td>
                {(['minDeposit', 'minBet', 'upgradeBonus'] as const).map((field) => (
                  <td key={field} className="px-2 py-1.5 text-end">
                    <input
                      aria-label={t(`vip.${field}`)}
                      inputMode="decimal"
                      value={level[field]}
                      disabled={!canManage}
                      onChange={(event) => setLevel(index, { [field]: event.target.value })}
                      className={cellInput}
                    />
                  </td>
                ))}
                {GAME_TYPES.map((type) => (
                  <td key={type} className="px-2 py-1.5 text-end">
                    <input
                      aria-label={t('vip.rebate', { type: t(`vip.type.${type}`) })}
                      inputMode="decimal"
                      value={rates[index]?.[type] ?? ''}
                      disabled={!canManage}
                      onChange={(event) =>
                        setRates((before) =>
                          before.map((row, at) =>
                            at === index ? { ...row, [type]: event.target.value } : row,
                          ),
                        )
                      }
                      className={cellInput}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {invalidLevel >= 0 ? (
        <p className="text-sm text-danger">{t('vip.invalidLevel', { level: invalidLevel })}</p>
      ) : null}
      {badRate ? <p className="text-sm text-danger">{t('vip.invalidRate')}</p> : null}
      <ErrorText error={save.error} />
      {save.isSuccess ? <p className="text-sm text-ink-muted">{t('vip.saved')}</p> : null}
      {canManage ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={settings.levels.length > 50} onClick={addLevel}>
            {t('vip.addLevel')}
          </Button>
          <Button
            variant="secondary"
            disabled={settings.levels.length <= 1}
            onClick={() => {
              setSettings((before) => ({ ...before, levels: before.levels.slice(0, -1) }));
              setRates((before) => before.slice(0, -1));
            }}
          >
            {t('vip.removeLevel')}
          </Button>
          <Button disabled={save.isPending || invalidLevel >= 0 || badRate} onClick={submit}>
            {t('promotions.save')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
