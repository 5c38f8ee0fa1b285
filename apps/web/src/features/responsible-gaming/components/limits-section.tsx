import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type Limit,
  type LimitKind,
  type LimitPeriod,
} from '@platform/contracts/protection/limit-schemas';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useBrandTimeZone } from '../../../shared/hooks/use-brand-time-zone.ts';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { dateTimeFormat } from '../../../shared/lib/date-format.ts';
import { HTML_LANG } from '../../../shared/lib/languages.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { cancelLimit, confirmLimit, protectionQueries, saveLimit } from '../api/protection.ts';

const SELECT =
  'min-h-11 rounded-xl border border-line bg-surface-0 px-3.5 text-base text-ink outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 sm:text-sm';

/** A moment in the brand's zone, in the visitor's language. */
function useBrandTime(): (iso: string) => string {
  const timeZone = useBrandTimeZone();
  const language = useLanguageStore((state) => state.language);
  const format = dateTimeFormat(HTML_LANG[language], {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso) => format.format(new Date(iso));
}

/** An amount of a limit as the member reads it: money in the brand's currency, minutes for time. */
function useLimitAmount(): (kind: LimitKind, amount: string) => string {
  const { t } = useTranslation('responsible-gaming');
  const money = useMoneyFormat();
  const currency = useQuery(systemQueries.status()).data?.merchant.currency ?? 'USD';
  return (kind, amount) =>
    kind === 'session' ? t('limit.minutes', { minutes: amount }) : money(amount, currency);
}

/**
 * The member's own limits: set one (deposit, loss or wager per day, week or month; playing time per
 * day), see what is used of each and when it resets, and confirm or cancel a raise waiting its turn.
 */
export function LimitsSection(): ReactNode {
  const { t } = useTranslation('responsible-gaming');
  const { data } = useQuery(protectionQueries.limits());
  return (
    <section aria-labelledby="limits-title" className="flex flex-col gap-4">
      <h3 id="limits-title" className="text-lg font-bold">
        {t('limits.title')}
      </h3>
      <p className="text-sm text-ink-muted">{t('limits.hint', { hours: data?.cooldownHours ?? 24 })}</p>
      <LimitForm />
      {data && data.limits.length === 0 && <p className="text-sm text-ink-muted">{t('limit.none')}</p>}
      <ul className="flex flex-col gap-3">
        {data?.limits.map((limit) => (
          <LimitRow key={`${limit.kind}-${limit.period}`} limit={limit} />
        ))}
      </ul>
    </section>
  );
}

function LimitForm(): ReactNode {
  const { t } = useTranslation('responsible-gaming');
  const queryClient = useQueryClient();
  const id = useId();
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const at = useBrandTime();
  const mutation = useMutation({
    mutationFn: saveLimit,
    onSuccess: (value, body) => {
      queryClient.setQueryData(protectionQueries.limits().queryKey, value);
      const saved = value.limits.find((entry) => entry.kind === body.kind && entry.period === body.period);
      toast.success(
        saved?.pending ? t('limit.savedPending', { at: at(saved.pending.confirmFrom) }) : t('limit.saved'),
      );
    },
  });
  const periods = kind === 'session' ? (['day'] as const) : LIMIT_PERIODS;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = String(new FormData(event.currentTarget).get('amount') ?? '').trim();
    mutation.mutate({ kind, period: kind === 'session' ? 'day' : period, amount });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('form.title')}
      className="grid gap-3 rounded-2xl border border-line bg-surface-0 p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-kind`} className="text-sm font-medium">
          {t('form.kind')}
        </label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => setKind(event.target.value as LimitKind)}
          className={SELECT}
        >
          {LIMIT_KINDS.map((entry) => (
            <option key={entry} value={entry}>
              {t(`kind.${entry}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-period`} className="text-sm font-medium">
          {t('form.period')}
        </label>
        <select
          id={`${id}-period`}
          value={kind === 'session' ? 'day' : period}
          onChange={(event) => setPeriod(event.target.value as LimitPeriod)}
          className={SELECT}
        >
          {periods.map((entry) => (
            <option key={entry} value={entry}>
              {t(`period.${entry}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        name="amount"
        label={kind === 'session' ? t('form.minutes') : t('form.amount')}
        inputMode={kind === 'session' ? 'numeric' : 'decimal'}
        autoComplete="off"
        maxLength={16}
        isRequired
      />
      <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {t('form.save')}
      </Button>
      <div className="sm:col-span-4">
        <FormError error={mutation.error} />
      </div>
    </form>
  );
}

function LimitRow({ limit }: { limit: Limit }): ReactNode {
  const { t } = useTranslation('responsible-gaming');
  const queryClient = useQueryClient();
  const at = useBrandTime();
  const amountOf = useLimitAmount();
  const target = { kind: limit.kind, period: limit.period };
  const onSuccess = (value: Awaited<ReturnType<typeof saveLimit>>) =>
    queryClient.setQueryData(protectionQueries.limits().queryKey, value);
  const confirm = useMutation({ mutationFn: () => confirmLimit(target), onSuccess });
  const cancel = useMutation({ mutationFn: () => cancelLimit(target), onSuccess });
  const remove = useMutation({ mutationFn: () => saveLimit({ ...target, amount: null }), onSuccess });
  const pending = limit.pending;
  const isDue = pending !== null && new Date(pending.confirmFrom).getTime() <= Date.now();
  const error = confirm.error ?? cancel.error ?? remove.error;
  return (
    <li
      className="flex flex-col gap-2 rounded-2xl border border-line p-4"
      data-limit={`${limit.kind}-${limit.period}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">
          {t('limit.name', { kind: t(`kind.${limit.kind}`), period: t(`period.${limit.period}`) })}
        </span>
        <span className="text-lg font-bold tabular-nums">
          {limit.amount === null ? t('limit.noLimit') : amountOf(limit.kind, limit.amount)}
        </span>
      </div>
      {limit.amount !== null && (
        <p className="text-sm text-ink-muted">
          {t('limit.used', { used: amountOf(limit.kind, limit.used), at: at(limit.resetsAt) })}
        </p>
      )}
      {pending && (
        <p className="rounded-xl bg-surface-2 px-3 py-2 text-sm" role="status">
          {pending.amount === null
            ? t('limit.pendingRemove', { at: at(pending.confirmFrom) })
            : t('limit.pendingRaise', {
                amount: amountOf(limit.kind, pending.amount),
                at: at(pending.confirmFrom),
              })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {pending && (
          <>
            <Button onClick={() => confirm.mutate()} disabled={!isDue || confirm.isPending}>
              {t('limit.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {t('limit.cancel')}
            </Button>
          </>
        )}
        {!pending && limit.amount !== null && (
          <Button variant="ghost" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {t('limit.remove')}
          </Button>
        )}
      </div>
      <FormError error={error} />
    </li>
  );
}
