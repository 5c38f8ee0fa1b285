import type { RouteValue } from '@platform/contracts/endpoint';
import type { listVendorCalls, searchVendorTransactions } from '@platform/contracts/vendor-wallet/ops-routes';
import { Button } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { downloadVendorCsv, vendorCallsQuery, vendorTransactionsQuery } from '../api/vendor-queries.ts';

export const VENDOR_KEYS = ['transactionId', 'roundId', 'memberAccount'] as const;
export const VENDOR_VIEWS = ['transactions', 'calls'] as const;
export type VendorSearch = {
  view: (typeof VENDOR_VIEWS)[number];
  by: (typeof VENDOR_KEYS)[number];
  q?: string | undefined;
  before?: string | undefined;
};
type Transaction = RouteValue<typeof searchVendorTransactions>['transactions'][number];
type Call = RouteValue<typeof listVendorCalls>['calls'][number];

const fieldClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';
const cellClass = 'px-4 py-3 align-top';
const DAY_MS = 86_400_000;

/**
 * The vendor transaction search (by the provider's transaction id, round id or player, each with the
 * answer the wallet gave, CSV export) and the wallet call log (each call's request and answer).
 */
export function VendorSearch({
  search,
  onSearchChange,
}: {
  search: VendorSearch;
  onSearchChange: (patch: Partial<VendorSearch>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const canReadCalls = useCan('vendor.calls.read');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const q = String(data.get('q') ?? '').trim();
    const by = VENDOR_KEYS.find((key) => key === data.get('by')) ?? search.by;
    onSearchChange({ q: q || undefined, by, before: undefined });
  }
  return (
    <div className="flex flex-col gap-4">
      {canReadCalls ? (
        <div
          role="tablist"
          aria-label={t('section.vendor')}
          className="flex w-fit gap-1 rounded-xl bg-surface-2 p-1"
        >
          {VENDOR_VIEWS.map((view) => (
            <button
              key={view}
              type="button"
              role="tab"
              aria-selected={search.view === view}
              onClick={() => onSearchChange({ view, before: undefined })}
              className={cn(
                'min-h-9 rounded-lg px-4 text-sm font-semibold',
                search.view === view ? 'bg-surface-0 text-ink shadow-card' : 'text-ink-muted hover:text-ink',
              )}
            >
              {t(`vendor.view.${view}`)}
            </button>
          ))}
        </div>
      ) : null}
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t('vendor.search')}>
        {search.view === 'transactions' ? (
          <label className="flex flex-col gap-1 text-sm">
            {t('vendor.by')}
            <select name="by" defaultValue={search.by} className={fieldClass}>
              {VENDOR_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(`vendor.by.${key}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="flex flex-col gap-1 text-sm">
          {search.view === 'transactions' ? t('vendor.q') : t('vendor.contains')}
          <input
            name="q"
            type="search"
            defaultValue={search.q ?? ''}
            maxLength={128}
            className={fieldClass}
          />
        </label>
        <Button type="submit">{t('vendor.search')}</Button>
      </form>
      {search.view === 'transactions' ? <Transactions search={search} /> : <Calls search={search} />}
      <div className="flex justify-end gap-2">
        {search.before ? (
          <Button variant="secondary" onClick={() => onSearchChange({ before: undefined })}>
            {t('approvals.firstPage')}
          </Button>
        ) : null}
        <NextPage search={search} onNext={(before) => onSearchChange({ before })} />
      </div>
    </div>
  );
}

function useTransactions(search: VendorSearch) {
  const merchant = useBrand();
  return useQuery({
    ...vendorTransactionsQuery({
      merchant: merchant ?? '',
      [search.by]: search.q,
      before: search.before,
      limit: 50,
    }),
    enabled: merchant !== null && search.view === 'transactions' && search.q !== undefined,
  });
}

/** The last day of calls: a search of their requests must name a range of at most a day. */
function useCalls(search: VendorSearch) {
  const [to] = useState(() => new Date());
  return useQuery({
    ...vendorCallsQuery({
      contains: search.q,
      from: new Date(to.getTime() - DAY_MS).toISOString(),
      to: to.toISOString(),
      before: search.before,
      limit: 50,
    }),
    enabled: search.view === 'calls',
  });
}

function NextPage({ search, onNext }: { search: VendorSearch; onNext: (before: string) => void }): ReactNode {
  const { t } = useTranslation();
  const transactions = useTransactions(search);
  const calls = useCalls(search);
  const next = search.view === 'transactions' ? transactions.data?.next : calls.data?.next;
  if (!next) return null;
  return (
    <Button variant="secondary" onClick={() => onNext(next)}>
      {t('approvals.nextPage')}
    </Button>
  );
}

function Transactions({ search }: { search: VendorSearch }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const merchant = useBrand();
  const canExport = useCan('vendor.transactions.export');
  const { data, error } = useTransactions(search);
  const exported = useMutation({ mutationFn: downloadVendorCsv });
  if (merchant === null) return <p className="text-ink-muted">{t('money.chooseBrand')}</p>;
  if (search.q === undefined) return <p className="text-ink-muted">{t('vendor.hint')}</p>;
  return (
    <div className="flex flex-col gap-3">
      {canExport ? (
        <div className="flex justify-end">
          <Button
            variant="secondary"
            disabled={exported.isPending}
            onClick={() => exported.mutate({ merchant, [search.by]: search.q })}
          >
            {t('vendor.export')}
          </Button>
        </div>
      ) : null}
      <ErrorText error={exported.error} />
      <div className="overflow-x-auto rounded-2xl border border-line">
        <table aria-label={t('vendor.view.transactions')} className="w-full text-sm">
          <thead className="bg-surface-2 text-ink-muted">
            <tr>
              {['transaction', 'member', 'amount', 'round', 'answer'].map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={cn('px-4 py-3 font-semibold', column === 'amount' ? 'text-end' : 'text-start')}
                >
                  {t(`vendor.column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.transactions.map((row: Transaction) => (
              <tr key={row.id} className="border-t border-line hover:bg-surface-1">
                <td className={cellClass}>
                  <span className="flex flex-col">
                    <span className="font-semibold break-all">{row.transactionId}</span>
                    <span className="text-xs text-ink-muted">
                      {row.provider} · {t(`vendor.kind.${row.kind}`)} · {format.dateTime(row.createdAt)}
                    </span>
                  </span>
                </td>
                <td className={cellClass}>{row.memberAccount}</td>
                <td className={cn(cellClass, 'text-end font-semibold tabular-nums')}>{row.amount}</td>
                <td className={cellClass}>
                  <span className="flex flex-col">
                    <span className="break-all">{row.roundId}</span>
                    <span className="text-xs text-ink-muted">{t(`vendor.round.${row.roundStatus}`)}</span>
                  </span>
                </td>
                <td className={cellClass}>
                  <pre className="max-w-80 overflow-x-auto rounded-lg bg-surface-2 p-2 text-xs whitespace-pre-wrap break-all">
                    {JSON.stringify(row.answer)}
                  </pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ErrorText error={error} />
      {data && data.transactions.length === 0 ? <EmptyState title={t('table.empty')} /> : null}
    </div>
  );
}

function Calls({ search }: { search: VendorSearch }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error } = useCalls(search);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">{t('vendor.calls.hint')}</p>
      <div className="overflow-x-auto rounded-2xl border border-line">
        <table aria-label={t('vendor.view.calls')} className="w-full text-sm">
          <thead className="bg-surface-2 text-ink-muted">
            <tr>
              {['call', 'request', 'answer'].map((column) => (
                <th key={column} scope="col" className="px-4 py-3 text-start font-semibold">
                  {t(`vendor.column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.calls.map((call: Call) => (
              <tr key={call.id} className="border-t border-line hover:bg-surface-1">
                <td className={cellClass}>
                  <span className="flex flex-col">
                    <span className="font-semibold">{call.operation}</span>
                    <span className="text-xs text-ink-muted">
                      {call.provider ?? '—'} · {format.dateTime(call.receivedAt)}
                    </span>
                  </span>
                </td>
                <td className={cellClass}>
                  <pre className="max-w-xl overflow-x-auto rounded-lg bg-surface-2 p-2 text-xs whitespace-pre-wrap break-all">
                    {call.request}
                  </pre>
                </td>
                <td className={cellClass}>
                  <span className="flex flex-col">
                    <span className="font-semibold">{call.answerCode}</span>
                    <span className="text-xs text-ink-muted">
                      HTTP {call.httpStatus}
                      {call.signatureValid ? '' : ` · ${t('vendor.badSignature')}`}
                    </span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ErrorText error={error} />
      {data && data.calls.length === 0 ? <EmptyState title={t('table.empty')} /> : null}
    </div>
  );
}
