import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  VENDOR_KEYS,
  VENDOR_VIEWS,
  VendorSearch,
  type VendorSearch as VendorSearchState,
} from '../../features/vendor-transactions/components/vendor-search.tsx';
import { textFilter } from '../../shared/lib/paged-search.ts';

const CURSOR = /^[1-9]\d{0,18}$/;

export const Route = createFileRoute('/_shell/vendor')({
  validateSearch: (search: Record<string, unknown>): VendorSearchState => ({
    view: VENDOR_VIEWS.find((view) => view === search.view) ?? 'transactions',
    by: VENDOR_KEYS.find((key) => key === search.by) ?? 'transactionId',
    q: textFilter(search.q),
    before: typeof search.before === 'string' && CURSOR.test(search.before) ? search.before : undefined,
  }),
  component: VendorPage,
});

function VendorPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.vendor')}</h1>
      <VendorSearch
        search={search}
        onSearchChange={(patch) => void navigate({ search: { ...search, ...patch } })}
      />
    </div>
  );
}
