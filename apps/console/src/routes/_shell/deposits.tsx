import { DEPOSIT_STATUSES } from '@platform/contracts/deposits/schemas';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  DEPOSIT_KINDS,
  DEPOSIT_SORT_KEYS,
  DepositQueue,
  type DepositSearch,
} from '../../features/deposits/components/deposit-queue.tsx';
import { pagedSearch, textFilter } from '../../shared/lib/paged-search.ts';

export const Route = createFileRoute('/_shell/deposits')({
  validateSearch: (search: Record<string, unknown>): DepositSearch => ({
    ...pagedSearch(search, DEPOSIT_SORT_KEYS, { sort: 'createdAt' }),
    kind: DEPOSIT_KINDS.find((kind) => kind === search.kind) ?? 'bank_transfer',
    status: DEPOSIT_STATUSES.find((status) => status === search.status),
    member: textFilter(search.member),
  }),
  component: DepositsPage,
});

function DepositsPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.deposits')}</h1>
      <DepositQueue
        search={search}
        onSearchChange={(patch) => void navigate({ search: { ...search, ...patch } })}
      />
    </div>
  );
}
