import { cn } from '@platform/ui/cn.ts';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type Paged, type PagedSearch, pageCountOf } from '../lib/paged-search.ts';
import { ErrorText } from './error-text.tsx';
import { SkeletonRows } from './skeleton-rows.tsx';

export type Column<T, TSort extends string> = {
  id: string;
  /** The header, already translated. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's sort key when the column sorts (a header button then toggles the order). */
  sortKey?: TSort;
  align?: 'start' | 'end';
  /** Shown on wide screens only, so that a narrower one (a tablet) scrolls less. */
  wideOnly?: boolean;
};

type DataTableProps<T, TSort extends string> = {
  columns: readonly Column<T, TSort>[];
  /** The current page as the server answered it; undefined while the first answer is on its way. */
  data: Paged<T> | undefined;
  error?: unknown;
  search: PagedSearch<TSort>;
  /** Changes the URL's search params; the route's query follows them. */
  onSearchChange: (patch: Partial<PagedSearch<TSort>>) => void;
  rowKey: (row: T) => string;
  /** Names the table for screen readers. */
  label: string;
  /** Filters above the table (their values live in the URL too). */
  filters?: ReactNode;
};

/**
 * A list the server pages, sorts and filters: the table shows one page and asks for another by
 * changing the URL (page, size, sort, order). It never sorts or filters rows itself.
 */
export function DataTable<T, TSort extends string>({
  columns,
  data,
  error,
  search,
  onSearchChange,
  rowKey,
  label,
  filters,
}: DataTableProps<T, TSort>): ReactNode {
  const { t } = useTranslation();
  const pageCount = data ? pageCountOf(data) : 1;

  function sortBy(key: TSort) {
    const order = search.sort === key && search.order === 'asc' ? 'desc' : 'asc';
    onSearchChange({ sort: key, order, page: 1 });
  }

  return (
    <div className="flex flex-col gap-4">
      {filters ? <div className="flex flex-wrap items-end gap-3">{filters}</div> : null}
      <div className="overflow-x-auto rounded-2xl border border-line">
        <table aria-label={label} className="w-full text-sm">
          <thead className="bg-surface-2 text-ink-muted">
            <tr>
              {columns.map((column) => {
                const sorted = column.sortKey !== undefined && search.sort === column.sortKey;
                const Icon = !sorted ? ArrowUpDown : search.order === 'asc' ? ArrowUp : ArrowDown;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={sorted ? (search.order === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={cn(
                      'whitespace-nowrap px-4 py-3 font-semibold',
                      column.align === 'end' ? 'text-end' : 'text-start',
                      column.wideOnly && 'hidden xl:table-cell',
                    )}
                  >
                    {column.sortKey === undefined ? (
                      column.header
                    ) : (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 hover:text-ink"
                        onClick={() => column.sortKey && sortBy(column.sortKey)}
                      >
                        {column.header}
                        <Icon aria-hidden className="size-3.5" />
                      </button>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {data ? (
              data.items.map((row) => (
                <tr key={rowKey(row)} className="border-t border-line hover:bg-surface-1">
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={cn(
                        'whitespace-nowrap px-4 py-3 align-middle',
                        column.align === 'end' && 'text-end tabular-nums',
                        column.wideOnly && 'hidden xl:table-cell',
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            ) : error ? null : (
              <SkeletonRows columns={columns.length} />
            )}
          </tbody>
        </table>
      </div>
      <ErrorText error={error} />
      {data && data.items.length === 0 ? <EmptyState title={t('table.empty')} /> : null}
      {data ? (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
          <span>
            {data.total === undefined
              ? t('table.page', { page: data.page })
              : t('table.total', { count: data.total })}
          </span>
          <label className="flex items-center gap-2">
            {t('table.pageSize')}
            <select
              className="rounded-lg border border-line bg-surface-1 px-2 py-1 text-ink"
              value={search.size}
              onChange={(event) => onSearchChange({ size: Number(event.target.value), page: 1 })}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <Pagination
            page={search.page}
            pageCount={pageCount}
            onPageChange={(page) => onSearchChange({ page })}
          />
        </div>
      ) : null}
    </div>
  );
}
