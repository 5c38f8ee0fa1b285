import { PAYMENT_METHOD_KINDS, PAYMENT_SORT_KEYS } from '@platform/contracts/payments/schemas';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MethodsTable, type PaymentsSearch } from '../../features/payments/components/methods-table.tsx';
import { WithdrawalMethods } from '../../features/payments/components/withdrawal-methods.tsx';
import { useBrand } from '../../shared/hooks/use-brand.ts';
import { pagedSearch, textFilter } from '../../shared/lib/paged-search.ts';

export const Route = createFileRoute('/_shell/payments')({
  validateSearch: (search: Record<string, unknown>): PaymentsSearch => ({
    ...pagedSearch(search, PAYMENT_SORT_KEYS, { sort: 'sortOrder' }),
    kind: PAYMENT_METHOD_KINDS.find((kind) => kind === search.kind),
    brand: textFilter(search.brand),
  }),
  component: PaymentsPage,
});

/** The brand's deposit and withdrawal methods: the brand in the link (from a brand's page), else the header's. */
function PaymentsPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const chosen = useBrand();
  const merchant = search.brand ?? chosen;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">
        {t('section.payments')}
        {merchant ? <span className="ms-3 text-base font-normal text-ink-muted">{merchant}</span> : null}
      </h1>
      {merchant ? (
        <>
          <MethodsTable
            merchant={merchant}
            search={search}
            onSearchChange={(patch) => void navigate({ search: { ...search, ...patch } })}
          />
          <WithdrawalMethods merchant={merchant} />
        </>
      ) : (
        <p className="text-sm text-ink-muted">{t('money.chooseBrand')}</p>
      )}
    </div>
  );
}
