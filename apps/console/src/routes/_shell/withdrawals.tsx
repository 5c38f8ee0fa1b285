import { WITHDRAWAL_RISK_SIGNALS, WITHDRAWAL_STATUSES } from '@platform/contracts/withdrawals/schemas';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  WITHDRAWAL_SORT_KEYS,
  WithdrawalQueue,
  type WithdrawalSearch,
} from '../../features/withdrawals/components/withdrawal-queue.tsx';
import { pagedSearch, textFilter } from '../../shared/lib/paged-search.ts';

export const Route = createFileRoute('/_shell/withdrawals')({
  validateSearch: (search: Record<string, unknown>): WithdrawalSearch => ({
    ...pagedSearch(search, WITHDRAWAL_SORT_KEYS, { sort: 'createdAt' }),
    status: WITHDRAWAL_STATUSES.find((status) => status === search.status),
    signal: WITHDRAWAL_RISK_SIGNALS.find((signal) => signal === search.signal),
    claims: search.claims === 'open' ? 'open' : undefined,
    member: textFilter(search.member),
  }),
  component: WithdrawalsPage,
});

function WithdrawalsPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.withdrawals')}</h1>
      <WithdrawalQueue
        search={search}
        onSearchChange={(patch) => void navigate({ search: { ...search, ...patch } })}
      />
    </div>
  );
}
