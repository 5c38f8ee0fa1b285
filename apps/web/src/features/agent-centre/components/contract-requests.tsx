import {
  affectedBySigning,
  decideContract,
  type listContracts,
  terminateContract,
} from '@platform/contracts/agents/routes';
import type { RouteValue } from '@platform/contracts/endpoint';
import { Button } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { Dialog } from '@platform/ui/dialog.tsx';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileSignature } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/call-api.ts';
import { memberQueries } from '../../../shared/api/member-queries.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { AGENT_DATA, agentQueries } from '../api/agent-queries.ts';
import { ContractTermsView, EndingContracts } from './contract-terms-view.tsx';
import { OfferContractDialog } from './offer-contract-dialog.tsx';

type Contract = RouteValue<typeof listContracts>['contracts'][number];
type Affected = Contract[];

/** States in which the lower level has a decision to make. */
const AWAITING_LOWER = new Set(['new', 'signing', 'terminating']);

const STATE_TONE: Record<Contract['state'], string> = {
  new: 'bg-warm/15 text-warm-text',
  signing: 'bg-warm/15 text-warm-text',
  terminating: 'bg-warm/15 text-warm-text',
  established: 'bg-success/15 text-success-text',
  terminated: 'bg-surface-3 text-ink-muted',
  rejected: 'bg-danger/15 text-danger-text',
};

/**
 * Contract requests: offers and termination requests waiting for the agent (accept or reject; an
 * offer that ends downline contracts lists them first), and every contract with its upline and its
 * direct downline, where the agent can offer a new one or ask to end one in force.
 */
export function ContractRequests(): ReactNode {
  const { t } = useTranslation('agent');
  const queryClient = useQueryClient();
  const { data: me } = useQuery(memberQueries.info());
  const { data, error, refetch } = useQuery(agentQueries.contracts());
  const [isOffering, setIsOffering] = useState(false);
  const [confirming, setConfirming] = useState<{ contract: Contract; ending: Affected } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: AGENT_DATA });

  const decide = useMutation({
    mutationFn: (answer: { contract: Contract; accept: boolean; confirmed?: Affected }) =>
      callApi(decideContract, {
        body: {
          contractId: answer.contract.id,
          accept: answer.accept,
          confirmedTerminations: (answer.confirmed ?? []).map(({ id }) => id),
        },
      }),
    onSuccess: (_contract, answer) => {
      toast.success(t(answer.accept ? 'contract.accepted' : 'contract.rejected'));
      setConfirming(null);
      void refresh();
    },
  });
  const accept = useMutation({
    mutationFn: async (contract: Contract) => {
      // A termination request ends nothing else; an offer may end contracts of the agent's downline.
      if (contract.state === 'terminating') return { contract, ending: [] };
      const { contracts } = await callApi(affectedBySigning, { query: { contractId: contract.id } });
      return { contract, ending: contracts };
    },
    onSuccess: ({ contract, ending }) => {
      if (ending.length === 0) decide.mutate({ contract, accept: true });
      else setConfirming({ contract, ending });
    },
  });
  const terminate = useMutation({
    mutationFn: (contract: Contract) => callApi(terminateContract, { body: { contractId: contract.id } }),
    onSuccess: () => {
      toast.success(t('contract.terminationAsked'));
      void refresh();
    },
  });

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data || !me) return <Skeleton className="h-64" />;
  const waiting = data.contracts.filter(
    (contract) => contract.lower.id === me.id && AWAITING_LOWER.has(contract.state),
  );
  const others = data.contracts.filter((contract) => !waiting.includes(contract));

  const card = (contract: Contract, actions: ReactNode) => (
    <li
      key={contract.id}
      className="flex flex-col gap-2 rounded-2xl border border-line bg-surface-0 p-4"
      data-testid={`contract-${contract.id}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t(`contractKind.${contract.kind}`)}</span>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATE_TONE[contract.state])}>
          {t(`contractState.${contract.state}`)}
        </span>
        <span className="text-sm text-ink-muted">
          {t('contract.between', { upper: contract.upper.account, lower: contract.lower.account })}
        </span>
      </div>
      <ContractTermsView contract={contract} />
      {actions}
    </li>
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex justify-end">
        <Button onClick={() => setIsOffering(true)}>
          <FileSignature aria-hidden="true" className="size-4" />
          {t('contract.offer')}
        </Button>
      </div>
      <section className="flex flex-col gap-3" aria-labelledby="contracts-waiting">
        <h3 id="contracts-waiting" className="font-bold">
          {t('contract.waiting')}
        </h3>
        {waiting.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('contract.noneWaiting')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {waiting.map((contract) =>
              card(
                contract,
                <div className="flex gap-2">
                  <Button
                    onClick={() => accept.mutate(contract)}
                    disabled={accept.isPending || decide.isPending}
                  >
                    {t(contract.state === 'terminating' ? 'contract.acceptTermination' : 'contract.accept')}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => decide.mutate({ contract, accept: false })}
                    disabled={decide.isPending}
                  >
                    {t('contract.reject')}
                  </Button>
                </div>,
              ),
            )}
          </ul>
        )}
        <FormError error={accept.error ?? (confirming ? null : decide.error)} />
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="contracts-all">
        <h3 id="contracts-all" className="font-bold">
          {t('contract.all')}
        </h3>
        {others.length === 0 ? (
          <EmptyState title={t('contract.none')} description={t('contract.noneHint')} icon={FileSignature} />
        ) : (
          <ul className="flex flex-col gap-3">
            {others.map((contract) =>
              card(
                contract,
                contract.upper.id === me.id && contract.state === 'established' ? (
                  <Button
                    variant="secondary"
                    className="self-start"
                    onClick={() => terminate.mutate(contract)}
                    disabled={terminate.isPending}
                  >
                    {t('contract.terminate')}
                  </Button>
                ) : null,
              ),
            )}
          </ul>
        )}
        <FormError error={terminate.error} />
      </section>
      <OfferContractDialog open={isOffering} onOpenChange={setIsOffering} />
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('contract.confirmTitle')}
        width={520}
        footer={
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('contract.back')}
            </Button>
            <Button
              onClick={() =>
                confirming &&
                decide.mutate({ contract: confirming.contract, accept: true, confirmed: confirming.ending })
              }
              disabled={decide.isPending}
            >
              {t('contract.confirmAccept')}
            </Button>
          </div>
        }
      >
        {confirming && (
          <div className="flex flex-col gap-3">
            <p className="text-sm">{t('contract.acceptEnds', { count: confirming.ending.length })}</p>
            <EndingContracts contracts={confirming.ending} />
            <FormError error={decide.error} />
          </div>
        )}
      </Dialog>
    </div>
  );
}
