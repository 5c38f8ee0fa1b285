import type { PAYMENT_SORT_KEYS, PaymentMethod } from '@platform/contracts/payments/schemas';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import { type Column, DataTable } from '../../../shared/ui/data-table.tsx';
import { paymentMethodsQuery } from '../api/payments-queries.ts';
import { useFeeText } from './fee-terms.tsx';
import { MethodDialog } from './method-dialog.tsx';

type MethodSort = (typeof PAYMENT_SORT_KEYS)[number];
export type PaymentsSearch = PagedSearch<MethodSort> & {
  kind?: PaymentMethod['kind'] | undefined;
  brand?: string | undefined;
};

/**
 * A brand's deposit methods: bank accounts members pay into and online gateways, with their limits,
 * fee, order and state. A gateway's secret shows only as set, by its fingerprint.
 */
export function MethodsTable({
  merchant,
  search,
  onSearchChange,
}: {
  merchant: string;
  search: PaymentsSearch;
  onSearchChange: (patch: Partial<PaymentsSearch>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const canManage = useCan('payments.manage');
  const { brand: _brand, ...query } = search;
  const { data, error } = useQuery(paymentMethodsQuery({ ...query, merchant }));
  const gateways = data?.gateways ?? [];
  const feeText = useFeeText();
  const columns: Column<PaymentMethod, MethodSort>[] = [
    { id: 'sortOrder', header: t('payments.sortOrder'), sortKey: 'sortOrder', cell: (row) => row.sortOrder },
    // The code and kind under the name, in one column: seven columns fit a laptop-wide table.
    {
      id: 'name',
      header: t('payments.name'),
      sortKey: 'name',
      cell: (row) => (
        <div className="flex flex-col">
          <span>{row.name}</span>
          <span className="text-xs text-ink-muted">
            {row.code} · {t(`payments.kind.${row.kind}`)}
          </span>
        </div>
      ),
    },
    { id: 'limits', header: t('payments.limits'), cell: (row) => `${row.minAmount} – ${row.maxAmount}` },
    { id: 'fee', header: t('payments.fee'), cell: (row) => feeText(row.fee) },
    {
      id: 'target',
      header: t('payments.target'),
      // Cut to one line (the whole text on hover): a long bank account name must not push the
      // state and actions out of a laptop-wide table.
      cell: (row) => {
        const text = row.bank
          ? `${row.bank.bankName} · ${row.bank.accountName} · ${row.bank.accountNumber}`
          : row.gateway
            ? `${row.gateway.code} · ${
                row.gateway.secretSet
                  ? t('payments.secret.fingerprint', { hint: row.gateway.secretHint })
                  : t('payments.secret.unset')
              }`
            : '—';
        return (
          <span className="block max-w-56 truncate" title={text}>
            {text}
          </span>
        );
      },
    },
    {
      id: 'enabled',
      header: t('payments.state'),
      cell: (row) => t(row.enabled ? 'payments.on' : 'payments.off'),
    },
    {
      id: 'actions',
      header: t('payments.actions'),
      align: 'end',
      cell: (row) =>
        canManage ? <MethodDialog merchant={merchant} gateways={gateways} method={row} /> : null,
    },
  ];
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('payments.deposit.title')}</h2>
        {canManage ? <MethodDialog merchant={merchant} gateways={gateways} /> : null}
      </div>
      <DataTable
        label={t('payments.deposit.title')}
        columns={columns}
        data={data}
        error={error}
        search={search}
        onSearchChange={onSearchChange}
        rowKey={(row) => row.id}
        filters={
          <label className="flex flex-col gap-1 text-sm">
            {t('payments.kind')}
            <select
              value={search.kind ?? ''}
              onChange={(event) =>
                onSearchChange({ kind: (event.target.value || undefined) as PaymentsSearch['kind'], page: 1 })
              }
              className="h-10 rounded-xl border border-line bg-surface-1 px-3"
            >
              <option value="">{t('payments.kind.any')}</option>
              <option value="bank_transfer">{t('payments.kind.bank_transfer')}</option>
              <option value="online">{t('payments.kind.online')}</option>
            </select>
          </label>
        }
      />
    </section>
  );
}
