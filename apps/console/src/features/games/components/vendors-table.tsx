import type { StaffVendor, VENDOR_SORT_KEYS } from '@platform/contracts/catalogue/game-schemas';
import { GAME_CATEGORIES, type GameCategory } from '@platform/contracts/games/categories';
import { ActionMenu } from '@platform/ui/action-menu.tsx';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import { useCan } from '../../../shared/hooks/use-can.ts';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import { type Column, DataTable } from '../../../shared/ui/data-table.tsx';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { useUpdateVendor, vendorsQuery } from '../api/games-queries.ts';

type VendorSort = (typeof VENDOR_SORT_KEYS)[number];
export type VendorsSearch = PagedSearch<VendorSort> & { category?: GameCategory | undefined };

/** The brand's vendors per category: enable, maintenance, order and wallet mode from one menu a row. */
export function VendorsTable({
  search,
  onSearchChange,
}: {
  search: VendorsSearch;
  onSearchChange: (patch: Partial<VendorsSearch>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const merchant = useBrand();
  const canManage = useCan('games.manage');
  const update = useUpdateVendor();
  const { data, error } = useQuery({
    ...vendorsQuery({ ...search, merchant: merchant ?? '' }),
    enabled: merchant !== null,
  });
  if (!merchant) return <p className="text-ink-muted">{t('games.chooseBrand')}</p>;

  const change = (
    row: StaffVendor,
    patch: Partial<Pick<StaffVendor, 'enabled' | 'inMaintenance' | 'sortOrder' | 'walletMode'>>,
  ) => update.mutate({ merchant, category: row.category, vendorCode: row.vendorCode, ...patch });

  const columns: Column<StaffVendor, VendorSort>[] = [
    {
      id: 'vendor',
      header: t('games.vendor'),
      sortKey: 'vendorCode',
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-semibold">{row.displayName}</span>
          <span className="text-xs text-ink-muted">{row.vendorCode}</span>
        </span>
      ),
    },
    {
      id: 'category',
      header: t('games.category'),
      sortKey: 'category',
      cell: (row) => t(`games.category.${row.category}`),
    },
    {
      id: 'state',
      header: t('games.state'),
      cell: (row) =>
        !row.enabled
          ? t('games.flag.disabled')
          : row.inMaintenance
            ? t('games.flag.maintenance')
            : t('games.state.live'),
    },
    {
      id: 'wallet',
      header: t('games.wallet'),
      cell: (row) => (row.hasProvider ? t(`games.wallet.${row.walletMode}`) : t('games.wallet.listed')),
    },
    { id: 'games', header: t('games.count'), align: 'end', cell: (row) => row.games },
    {
      id: 'sortOrder',
      header: t('games.sortOrder'),
      sortKey: 'sortOrder',
      align: 'end',
      cell: (row) => row.sortOrder,
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: t('games.actions'),
            align: 'end' as const,
            cell: (row: StaffVendor) => (
              <ActionMenu
                label={t('games.manage')}
                items={[
                  {
                    id: 'enabled',
                    label: t(row.enabled ? 'games.vendor.disable' : 'games.vendor.enable'),
                    onSelect: () => change(row, { enabled: !row.enabled }),
                  },
                  {
                    id: 'maintenance',
                    label: t(
                      row.inMaintenance ? 'games.vendor.maintenanceOff' : 'games.vendor.maintenanceOn',
                    ),
                    onSelect: () => change(row, { inMaintenance: !row.inMaintenance }),
                  },
                  {
                    id: 'up',
                    label: t('games.vendor.up'),
                    onSelect: () => change(row, { sortOrder: row.sortOrder - 1 }),
                  },
                  {
                    id: 'down',
                    label: t('games.vendor.down'),
                    onSelect: () => change(row, { sortOrder: row.sortOrder + 1 }),
                  },
                  ...(row.hasProvider
                    ? [
                        {
                          id: 'wallet',
                          label: t(
                            row.walletMode === 'seamless'
                              ? 'games.vendor.toTransfer'
                              : 'games.vendor.toSeamless',
                          ),
                          onSelect: () =>
                            change(row, {
                              walletMode: row.walletMode === 'seamless' ? 'transfer' : 'seamless',
                            }),
                        },
                      ]
                    : []),
                ]}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <div className="flex flex-col gap-3">
      <ErrorText error={update.error} />
      <DataTable
        label={t('games.tab.vendors')}
        columns={columns}
        data={data}
        error={error}
        search={search}
        onSearchChange={onSearchChange}
        rowKey={(row) => `${row.category}/${row.vendorCode}`}
        filters={
          <label className="flex flex-col gap-1 text-sm">
            {t('games.category')}
            <select
              value={search.category ?? ''}
              onChange={(event) =>
                onSearchChange({
                  category: (event.target.value || undefined) as GameCategory | undefined,
                  page: 1,
                })
              }
              className="h-10 rounded-xl border border-line bg-surface-1 px-3"
            >
              <option value="">{t('games.filter.any')}</option>
              {GAME_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`games.category.${category}`)}
                </option>
              ))}
            </select>
          </label>
        }
      />
    </div>
  );
}
