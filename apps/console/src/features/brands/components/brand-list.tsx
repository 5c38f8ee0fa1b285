import type { BRAND_SORT_KEYS } from '@platform/contracts/brands/schemas';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import { type Column, DataTable } from '../../../shared/ui/data-table.tsx';
import { fieldClass } from '../../../shared/ui/field.tsx';
import { brandListQuery } from '../api/brands-queries.ts';

type BrandSort = (typeof BRAND_SORT_KEYS)[number];
export type BrandListSearch = PagedSearch<BrandSort> & { q?: string | undefined };
type BrandRow = {
  code: string;
  name: string;
  status: string;
  currency: string;
  languages: string[];
  primaryHost: string | null;
  createdAt: string;
};

/** Every brand, paged, sorted and searched on the server; a row opens the brand. */
export function BrandList({
  search,
  onSearchChange,
  onOpen,
}: {
  search: BrandListSearch;
  onSearchChange: (patch: Partial<BrandListSearch>) => void;
  onOpen: (code: string) => void;
}): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error } = useQuery(brandListQuery(search));
  const columns: Column<BrandRow, BrandSort>[] = [
    {
      id: 'code',
      header: t('brands.code'),
      sortKey: 'code',
      cell: (row) => (
        <button
          type="button"
          className="font-semibold text-accent-text underline"
          onClick={() => onOpen(row.code)}
        >
          {row.code}
        </button>
      ),
    },
    { id: 'name', header: t('brands.name'), sortKey: 'name', cell: (row) => row.name },
    { id: 'host', header: t('brands.host'), cell: (row) => row.primaryHost ?? '—' },
    { id: 'currency', header: t('brands.currency'), cell: (row) => row.currency },
    { id: 'languages', header: t('brands.languages'), cell: (row) => row.languages.join(', ') },
    { id: 'status', header: t('brands.status'), cell: (row) => t(`brands.status.${row.status}`) },
    {
      id: 'createdAt',
      header: t('brands.created'),
      sortKey: 'createdAt',
      wideOnly: true,
      cell: (row) => format.dateTime(row.createdAt),
    },
  ];
  return (
    <DataTable
      label={t('section.brands')}
      columns={columns}
      data={data}
      error={error}
      search={search}
      onSearchChange={onSearchChange}
      rowKey={(row) => row.code}
      filters={
        <label className="flex flex-col gap-1 text-sm">
          {t('brands.search')}
          <input
            type="search"
            defaultValue={search.q ?? ''}
            onChange={(event) => onSearchChange({ q: event.target.value || undefined, page: 1 })}
            className={fieldClass}
          />
        </label>
      }
    />
  );
}
