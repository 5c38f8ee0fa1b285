import {
  CONTRACT_KINDS,
  type ContractKind,
  DIVIDEND_PERIODS,
} from '@platform/contracts/agents/contract-schemas';
import { offerContract } from '@platform/contracts/agents/routes';
import { previewContractPay } from '@platform/contracts/agents/settlement-routes';
import type { RouteValue } from '@platform/contracts/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/call-api.ts';
import { formatGmt8, gmt8InputValue } from '../../../shared/lib/gmt8-time.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { AGENT_DATA, agentQueries } from '../api/agent-queries.ts';
import { TERM_FIELDS, type TermField, termsOf } from '../model/contract-terms.ts';
import { useAmountFormat } from '../model/use-amount-format.ts';
import { EndingContracts } from './contract-terms-view.tsx';
import { fieldClass } from './report-filters.tsx';

type Preview = RouteValue<typeof previewContractPay>;

/** A form control under its label (and any hint after it). */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }): ReactNode {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
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
  });
  const preview = useMutation({
    mutationFn: () => callApi(previewContractPay, { body: body() }),
    onSuccess: setEnding,
  });
  const fieldId = (field: string) => `${id}-${field}`;

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
          <FormError error={send.error} />
        </div>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            preview.mutate();
          }}
        >
          <Labelled id={fieldId('lower')} label={t('contract.lower')}>
            <select
              id={fieldId('lower')}
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
          <Labelled id={fieldId('kind')} label={t('contract.kind')}>
            <select
              id={fieldId('kind')}
              value={kind}
              onChange={(event) => setKind(event.currentTarget.value as ContractKind)}
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
              <Labelled key={field} id={fieldId(field)} label={t(`term.${field}`)}>
                {field === 'period' ? (
                  <select
                    id={fieldId(field)}
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
                    id={fieldId(field)}
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
          <Labelled id={fieldId('endsAt')} label={t('term.endsAt')}>
            <input
              id={fieldId('endsAt')}
              type="datetime-local"
              value={endsAt}
              min={gmt8InputValue(new Date())}
              onChange={(event) => setEndsAt(event.currentTarget.value)}
              aria-describedby={fieldId('endsAtHint')}
              className={fieldClass}
            />
            <p id={fieldId('endsAtHint')} className="text-xs text-ink-muted">
              {t('term.endsAtHint')}
            </p>
          </Labelled>
          <FormError error={preview.error ?? send.error} />
          <Button type="submit" disabled={preview.isPending || send.isPending || lowerId === ''}>
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
