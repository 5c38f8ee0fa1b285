import {
  CONTRACT_KINDS,
  type ContractKind,
  DIVIDEND_PERIODS,
  ZOfferBody,
} from '@platform/contracts/agents/contract-schemas';
import { offerContract } from '@platform/contracts/agents/routes';
import { previewContractPay } from '@platform/contracts/agents/settlement-routes';
import type { RouteValue } from '@platform/contracts/endpoint';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/call-api.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { formatGmt8, gmt8InputToIso, gmt8InputValue } from '../../../shared/lib/gmt8-time.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { AGENT_DATA, agentQueries } from '../api/agent-queries.ts';
import { TERM_FIELDS, type TermField, termsOf } from '../model/contract-terms.ts';
import { useAmountFormat } from '../model/use-amount-format.ts';
import { EndingContracts } from './contract-terms-view.tsx';
import { fieldClass } from './report-filters.tsx';

type Preview = RouteValue<typeof previewContractPay>;

/** The offer's fields as the server's issues name them (`body.` left off). */
const FIELDS = [
  'lowerId',
  ...new Set(
    Object.values(TERM_FIELDS).flatMap((fields) => fields.map((field) => `terms.${field}` as const)),
  ),
  'terms.endsAt',
] as const;
type Field = (typeof FIELDS)[number];

/** Refusals that belong to one field, which the server names by their codes only. */
function refusalField(code: string, kind: ContractKind): Field | undefined {
  if (code === 'contract.rate.above.upline')
    return kind === 'realtime_salary' ? 'terms.profitRate' : 'terms.rate';
  if (code === 'contract.period.mismatch') return 'terms.period';
  if (code === 'contract.pending.exists' || code === 'contract.party.invalid') return 'lowerId';
  return undefined;
}

/** A form control under its label, with its error (and any hint after it). */
function Labelled({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}): ReactNode {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Offers a contract to a direct downline agent. Before sending, the preview asks the server what the
 * offer would have paid over the last finished period of its kind, and which of that agent's own
 * downline contracts a lower rate would end: the dialog shows both, and the offer goes only once the
 * agent confirms.
 */
export function OfferContractDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}): ReactNode {
  const { t } = useTranslation('agent');
  const { t: tCommon } = useTranslation('common');
  const id = useId();
  const queryClient = useQueryClient();
  const [lowerId, setLowerId] = useState('');
  const [kind, setKind] = useState<ContractKind>('dividend');
  const [values, setValues] = useState<Partial<Record<TermField, string>>>({});
  const [endsAt, setEndsAt] = useState('');
  const [ending, setEnding] = useState<Preview | null>(null);
  const { data: team } = useQuery({ ...agentQueries.team({ level: 1, pageSize: 50 }), enabled: open });
  const agents = (team?.members ?? []).filter((member) => member.isAgent);
  const body = () => ({ lowerId, terms: termsOf(kind, values, endsAt) });
  const form = useFieldErrors(FIELDS);
  const showFailure = (error: Error) => form.showFailure(error, (code) => refusalField(code, kind));

  const close = () => {
    setEnding(null);
    onOpenChange(false);
  };
  const send = useMutation({
    mutationFn: () => callApi(offerContract, { body: body() }),
    onSuccess: () => {
      toast.success(t('contract.offered'));
      void queryClient.invalidateQueries({ queryKey: AGENT_DATA });
      setValues({});
      setEndsAt('');
      close();
    },
    onError: (error) => {
      showFailure(error);
      // A refusal of a field takes the agent back to the form, to that field.
      if (form.summary(error) === null) setEnding(null);
    },
  });
  const preview = useMutation({
    mutationFn: () => callApi(previewContractPay, { body: body() }),
    onSuccess: setEnding,
    onError: showFailure,
  });
  const fieldId = (field: string) => `${id}-${field}`;
  /** What ties a control to its field: its name (as the server's issue says it) and its error. */
  const control = (field: Field) => ({
    id: fieldId(field),
    name: field,
    'aria-invalid': form.errors[field] ? true : undefined,
    'aria-describedby': form.errors[field] ? `${fieldId(field)}-error` : undefined,
  });
  const labelled = (field: Field, label: string) => ({
    id: fieldId(field),
    label,
    error: form.errors[field],
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const endsAtIso = gmt8InputToIso(endsAt);
    const isPast = endsAtIso !== null && new Date(endsAtIso) <= new Date();
    const extra = {
      ...(lowerId === '' ? { lowerId: t('contract.chooseAgent') } : {}),
      ...(isPast ? { 'terms.endsAt': tCommon('form.past') } : {}),
    };
    if (form.check(ZOfferBody, body(), extra)) preview.mutate();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={ending ? t('contract.previewTitle') : t('contract.offer')}
      width={520}
      phoneLayout="full"
      footer={
        ending ? (
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setEnding(null)}>
              {t('contract.back')}
            </Button>
            <Button onClick={() => send.mutate()} disabled={send.isPending}>
              {t('contract.confirmOffer')}
            </Button>
          </div>
        ) : undefined
      }
    >
      {ending ? (
        <div className="flex flex-col gap-4" data-testid="offer-preview">
          <PayPreview preview={ending} />
          {ending.contracts.length > 0 ? (
            <div className="flex flex-col gap-3">
              <p className="text-sm">{t('contract.offerEnds', { count: ending.contracts.length })}</p>
              <EndingContracts contracts={ending.contracts} />
            </div>
          ) : (
            <p className="text-sm text-ink-muted">{t('contract.endsNone')}</p>
          )}
          <FormError error={form.summary(send.error)} />
        </div>
      ) : (
        <form ref={form.formRef} noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <Labelled {...labelled('lowerId', t('contract.lower'))}>
            <select
              {...control('lowerId')}
              value={lowerId}
              onChange={(event) => setLowerId(event.currentTarget.value)}
              required
              className={fieldClass}
            >
              <option value="">{t('contract.chooseAgent')}</option>
              {agents.map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {agent.account}
                </option>
              ))}
            </select>
          </Labelled>
          <Labelled id={fieldId('kind')} label={t('contract.kind')} error={undefined}>
            <select
              id={fieldId('kind')}
              value={kind}
              onChange={(event) => {
                setKind(event.currentTarget.value as ContractKind);
                form.clear();
              }}
              className={fieldClass}
            >
              {CONTRACT_KINDS.map((option) => (
                <option key={option} value={option}>
                  {t(`contractKind.${option}`)}
                </option>
              ))}
            </select>
          </Labelled>
          <div className="grid gap-4 sm:grid-cols-2">
            {TERM_FIELDS[kind].map((field) => (
              <Labelled key={field} {...labelled(`terms.${field}`, t(`term.${field}`))}>
                {field === 'period' ? (
                  <select
                    {...control(`terms.${field}`)}
                    value={values.period ?? 'monthly'}
                    onChange={(event) => setValues({ ...values, period: event.currentTarget.value })}
                    className={fieldClass}
                  >
                    {DIVIDEND_PERIODS.map((period) => (
                      <option key={period} value={period}>
                        {t(`period.${period}`)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...control(`terms.${field}`)}
                    inputMode={field === 'minActiveMembers' ? 'numeric' : 'decimal'}
                    value={values[field] ?? ''}
                    onChange={(event) => setValues({ ...values, [field]: event.currentTarget.value })}
                    placeholder="0"
                    maxLength={16}
                    className={fieldClass}
                  />
                )}
              </Labelled>
            ))}
          </div>
          <Labelled {...labelled('terms.endsAt', t('term.endsAt'))}>
            <input
              {...control('terms.endsAt')}
              type="datetime-local"
              value={endsAt}
              min={gmt8InputValue(new Date())}
              onChange={(event) => setEndsAt(event.currentTarget.value)}
              aria-describedby={
                form.errors['terms.endsAt'] ? `${fieldId('terms.endsAt')}-error` : fieldId('endsAtHint')
              }
              className={fieldClass}
            />
            <p id={fieldId('endsAtHint')} className="text-xs text-ink-muted">
              {t('term.endsAtHint')}
            </p>
          </Labelled>
          <FormError error={form.summary(preview.error ?? send.error)} />
          <Button type="submit" disabled={preview.isPending || send.isPending}>
            {t('contract.send')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

/** What the offer would have paid over the last finished period, with the team play it rests on. */
function PayPreview({ preview }: { preview: Preview }): ReactNode {
  const { t } = useTranslation('agent');
  const amount = useAmountFormat();
  const rows: [string, string][] = [
    [t('column.validBet'), amount(preview.team.validBet)],
    [t('column.profit'), amount(preview.team.profitLoss)],
    [t('column.activeMembers'), String(preview.team.activeMembers)],
    [t('column.gross'), amount(preview.gross)],
    [t('column.downline'), amount(preview.downline)],
  ];
  return (
    <section className="flex flex-col gap-3" aria-label={t('contract.previewPay')}>
      <div className="rounded-2xl bg-surface-2 px-5 py-4">
        <p className="text-sm text-ink-muted">{t('contract.previewPay')}</p>
        <p className="text-2xl font-bold tabular-nums" data-testid="preview-amount">
          {amount(preview.amount)}
        </p>
        <p className="mt-1 text-xs text-ink-muted tabular-nums">
          {t('contract.previewPeriod', {
            start: formatGmt8(new Date(preview.period.start)),
            end: formatGmt8(new Date(preview.period.end)),
          })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-xs text-ink-muted">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
