import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { PagedSearch } from '../lib/paged-search.ts';
import { type Column, DataTable } from './data-table.tsx';

/** A page's sections (the player 360, the agent page) list in the server's one order: no column sorts. */
type Newest = 'newest';
type SectionPaging = PagedSearch<Newest>;
/** What a section's API page holds: its rows, and their count or whether more follow. */
type Rows<T> = { items: T[]; total: number } | { items: T[]; hasMore: boolean };

/**
 * A section's own page and page size, kept in the component (the page's tab is in the URL, its
 * sections' pages are not), and its query for that page (`read` gets what the API's sections take).
 */
export function useSection<TData>(
  // biome-ignore lint/suspicious/noExplicitAny: each factory has its own query key
  read: (query: { page: number; pageSize: number }) => UseQueryOptions<TData, Error, TData, any>,
  size = 20,
) {
  const [paging, setPaging] = useState<SectionPaging>({ page: 1, size, sort: 'newest', order: 'desc' });
  const { data, error } = useQuery(read({ page: paging.page, pageSize: paging.size }));
  return {
    paging,
    onPagingChange: (patch: Partial<SectionPaging>) => setPaging((current) => ({ ...current, ...patch })),
    data,
    error,
  };
}

/** One section's table: `rows` picks the page's rows out of the section's answer. */
export function SectionTable<TData, T>({
  label,
  section,
  rows,
  columns,
  rowKey,
  filters,
}: {
  label: string;
  section: ReturnType<typeof useSection<TData>>;
  rows: (data: TData) => Rows<T>;
  columns: readonly Column<T, Newest>[];
  rowKey: (row: T) => string;
  filters?: ReactNode;
}): ReactNode {
  const { paging, data } = section;
  return (
    <DataTable
      label={label}
      columns={columns}
      data={data === undefined ? undefined : { ...rows(data), page: paging.page, size: paging.size }}
      error={section.error}
      search={paging}
      onSearchChange={section.onPagingChange}
      rowKey={rowKey}
      filters={filters}
    />
  );
}
