import { KYC_DOCUMENT_STATES } from '@platform/contracts/kyc/schemas';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { KYC_SORT_KEYS, KycQueue, type KycSearch } from '../../features/kyc/components/kyc-queue.tsx';
import { pagedSearch } from '../../shared/lib/paged-search.ts';

export const Route = createFileRoute('/_shell/kyc')({
  validateSearch: (search: Record<string, unknown>): KycSearch => ({
    ...pagedSearch(search, KYC_SORT_KEYS, { sort: 'uploadedAt' }),
    state: KYC_DOCUMENT_STATES.find((state) => state === search.state),
  }),
  component: KycPage,
});

function KycPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.kyc')}</h1>
      <KycQueue
        search={search}
        onSearchChange={(patch) => void navigate({ search: { ...search, ...patch } })}
      />
    </div>
  );
}
