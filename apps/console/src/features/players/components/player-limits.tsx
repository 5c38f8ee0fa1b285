import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
} from '@platform/contracts/protection/limit-schemas';
import { Button } from '@platform/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { fieldClass } from '../../../shared/ui/field.tsx';
import { ReasonDialog } from '../../../shared/ui/reason-dialog.tsx';
import {
  type PlayerRef,
  playerLimitsQuery,
  useAskRealityCheck,
  useTightenLimit,
} from '../api/players-queries.ts';

/**
 * The player's own limits with what they used and when each resets, and their reality check; staff
 * with the right may tighten a limit (lower it, or set one) with a reason, never loosen it, and ask
 * the player for a reality check now.
 */
export function LimitsSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const canTighten = useCan('players.status');
  const { data, error } = useQuery(playerLimitsQuery(player));
  const tighten = useTightenLimit();
  const [kind, setKind] = useState<LimitKind>('loss');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [asking, setAsking] = useState(false);
  const canAskReality = useCan('players.reality.ask');
  const askReality = useAskRealityCheck();
  const [askingReality, setAskingReality] = useState(false);
  if (error) return <ErrorText error={error} />;
  if (!data) return null;
  return (
    <div className="flex flex-col gap-4">
      {/* Five columns do not fit a phone: the table scrolls, not the page. */}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-start text-ink-muted">
            <tr>
              <th className="py-2 text-start">{t('players.limits.limit')}</th>
              <th className="py-2 text-end">{t('players.limits.amount')}</th>
              <th className="py-2 text-end">{t('players.limits.used')}</th>
              <th className="py-2 text-end">{t('players.limits.resetsAt')}</th>
              <th className="py-2 text-end">{t('players.limits.pending')}</th>
            </tr>
          </thead>
          <tbody>
            {data.limits.length === 0 ? (
              <tr>
                <td colSpan={5} className="py-3 text-ink-muted">
                  {t('players.limits.none')}
                </td>
              </tr>
            ) : (
              data.limits.map((limit) => (
                <tr key={`${limit.kind}-${limit.period}`} className="border-t border-line">
                  <td className="py-2">
                    {t(`players.limits.kind.${limit.kind}`)} · {t(`players.limits.period.${limit.period}`)}
                  </td>
                  <td className="py-2 text-end tabular-nums">{limit.amount ?? '—'}</td>
                  <td className="py-2 text-end tabular-nums">{limit.used}</td>
                  <td className="py-2 text-end">{format.dateTime(limit.resetsAt)}</td>
                  <td className="py-2 text-end">
                    {limit.pending
                      ? t('players.limits.pendingFrom', {
                          amount: limit.pending.amount ?? t('players.limits.removal'),
                          at: format.dateTime(limit.pending.confirmFrom),
                        })
                      : '—'}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1 text-sm">
          <p className="text-ink-muted">
            {data.realityCheck.intervalMinutes === null
              ? t('players.limits.realityOff')
              : t('players.limits.realityEvery', { minutes: data.realityCheck.intervalMinutes })}
          </p>
          {data.realityCheck.askedAt ? (
            <p className="font-medium text-warm-text">
              {t('players.limits.realityAsked', { at: format.dateTime(data.realityCheck.askedAt) })}
            </p>
          ) : null}
        </div>
        {canAskReality ? (
          <Button type="button" variant="secondary" onClick={() => setAskingReality(true)}>
            {t('players.limits.realityAsk')}
          </Button>
        ) : null}
      </div>
      {canTighten ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (amount.trim()) setAsking(true);
          }}
        >
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('players.limits.limit')}
            <select
              value={kind}
              onChange={(event) => setKind(event.target.value as LimitKind)}
              className={fieldClass}
            >
              {LIMIT_KINDS.map((entry) => (
                <option key={entry} value={entry}>
                  {t(`players.limits.kind.${entry}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('players.limits.periodLabel')}
            <select
              value={kind === 'session' ? 'day' : period}
              onChange={(event) => setPeriod(event.target.value as LimitPeriod)}
              className={fieldClass}
            >
              {(kind === 'session' ? (['day'] as const) : LIMIT_PERIODS).map((entry) => (
                <option key={entry} value={entry}>
                  {t(`players.limits.period.${entry}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t(kind === 'session' ? 'players.limits.minutes' : 'players.limits.amount')}
            <input
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              inputMode="decimal"
              className={fieldClass}
            />
          </label>
          <Button type="submit" variant="secondary">
            {t('players.limits.tighten')}
          </Button>
        </form>
      ) : null}
      <p className="text-xs text-ink-muted">{t('players.limits.hint')}</p>
      <ReasonDialog
        open={askingReality}
        onOpenChange={setAskingReality}
        title={t('players.limits.realityAsk')}
        description={t('players.limits.realityAskHint')}
        confirmLabel={t('players.limits.realityAskConfirm')}
        onConfirm={(reason) => askReality.mutateAsync({ ...player, reason })}
      />
      <ReasonDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('players.limits.tighten')}
        confirmLabel={t('players.limits.tighten')}
        onConfirm={(reason) =>
          tighten.mutateAsync({
            ...player,
            kind,
            period: kind === 'session' ? 'day' : period,
            amount: amount.trim(),
            reason,
          })
        }
      />
    </div>
  );
}
