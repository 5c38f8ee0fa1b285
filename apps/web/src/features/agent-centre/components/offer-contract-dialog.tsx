import {
  CONTRACT_KINDS,
  type ContractKind,
  DIVIDEND_PERIODS,
} from '@platform/contracts/agents/contract-schemas';
import { offerContract, previewOffer } from '@platform/contracts/agents/routes';
import type { RouteValue } from '@platform/contracts/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/call-api.ts';
import { gmt8InputValue } from '../../../shared/lib/gmt8-time.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { AGENT_DATA, agentQueries } from '../api/agent-queries.ts';
import { TERM_FIELDS, type TermField, termsOf } from '../model/contract-terms.ts';
import { EndingContracts } from './contract-terms-view.tsx';
import { fieldClass } from './report-filters.tsx';

type Affected = RouteValue<typeof previewOffer>['contracts'];

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
 * Offers a contract to a direct downline agent. Before sending, the preview asks the server which of
 * that agent's own downline contracts a lower rate would end: when there are any, the dialog lists
 * exactly those and the offer goes only once the agent confirms.
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
  const [ending, setEnding] = useState<Affected | null>(null);
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
    mutationFn: () => callApi(previewOffer, { body: body() }),
    onSuccess: ({ contracts }) => {
      if (contracts.length === 0) send.mutate();
      else setEnding(contracts);
    },
  });
  const fieldId = (field: string) => `${id}-${field}`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={ending ? t('contract.confirmTitle') : t('contract.offer')}
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
        <div className="flex flex-col gap-3">
          <p className="text-sm">{t('contract.offerEnds', { count: ending.length })}</p>
          <EndingContracts contracts={ending} />
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
