import type { GAME_FLAGS, GAME_SORT_KEYS, StaffGame } from '@platform/contracts/catalogue/game-schemas';
import { GAME_CATEGORIES, type GameCategory } from '@platform/contracts/games/categories';
import { Button } from '@platform/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import { useCan } from '../../../shared/hooks/use-can.ts';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import { imageSrc } from '../../../shared/lib/read-image.ts';
import { type Column, DataTable } from '../../../shared/ui/data-table.tsx';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { gamesQuery, useBulkEnableGames } from '../api/games-queries.ts';
import { GameDialog } from './game-dialog.tsx';

type GameSort = (typeof GAME_SORT_KEYS)[number];
type GameFlag = (typeof GAME_FLAGS)[number];
export type GamesSearch = PagedSearch<GameSort> & {
  search?: string | undefined;
  vendorCode?: string | undefined;
  category?: GameCategory | undefined;
  flag?: GameFlag | undefined;
};

const FLAGS: readonly GameFlag[] = ['hot', 'new', 'recommended', 'maintenance', 'disabled'];
const fieldClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3';

/** The badges of a game's state and flags. */
function GameState({ game }: { game: StaffGame }): ReactNode {
  const { t } = useTranslation();
  const badges = [
    !game.enabled && 'disabled',
    game.inMaintenance && 'maintenance',
    game.isHot && 'hot',
    game.isNew && 'new',
    game.isRecommended && 'recommended',
  ].filter((badge): badge is GameFlag => typeof badge === 'string');
  if (badges.length === 0) return <span className="text-ink-muted">{t('games.state.live')}</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {badges.map((badge) => (
        <span key={badge} className="rounded-full bg-surface-3 px-2 py-0.5 text-xs font-semibold">
          {t(`games.flag.${badge}`)}
        </span>
      ))}
    </span>
  );
}

/** The brand's games: searched, filtered and paged on the server; selected rows enabled or disabled at once. */
export function GamesTable({
  search,
  onSearchChange,
}: {
  search: GamesSearch;
  onSearchChange: (patch: Partial<GamesSearch>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const merchant = useBrand();
  const canManage = useCan('games.manage');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<StaffGame | null>(null);
  const bulk = useBulkEnableGames();
  const { data, error } = useQuery({
    ...gamesQuery({ ...search, merchant: merchant ?? '' }),
    enabled: merchant !== null,
  });
  if (!merchant) return <p className="text-ink-muted">{t('games.chooseBrand')}</p>;

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  function setEnabled(enabled: boolean) {
    if (!merchant) return;
    bulk.mutate({ merchant, ids: [...selected], enabled }, { onSuccess: () => setSelected(new Set()) });
  }

  const columns: Column<StaffGame, GameSort>[] = [
    ...(canManage
      ? [
          {
            id: 'select',
            header: t('games.select'),
            cell: (row: StaffGame) => (
              <input
                type="checkbox"
                aria-label={t('games.selectGame', { name: row.name })}
                checked={selected.has(row.id)}
                onChange={() => toggle(row.id)}
                className="size-4"
              />
            ),
          },
        ]
      : []),
    {
      id: 'name',
      header: t('games.name'),
      sortKey: 'name',
      cell: (row) => (
        <span className="flex items-center gap-3">
          <img
            src={imageSrc(data?.imageHost ?? '', row.icon)}
            alt=""
            className="size-10 rounded-lg bg-surface-2 object-cover"
          />
          <span className="flex flex-col">
            <span className="font-semibold">{row.name}</span>
            <span className="text-xs text-ink-muted">{row.code}</span>
          </span>
        </span>
      ),
    },
    { id: 'vendor', header: t('games.vendor'), cell: (row) => row.vendorCode },
    { id: 'category', header: t('games.category'), cell: (row) => t(`games.category.${row.category}`) },
    { id: 'state', header: t('games.state'), cell: (row) => <GameState game={row} /> },
    {
      id: 'sortOrder',
      header: t('games.sortOrder'),
      sortKey: 'sortOrder',
      align: 'end',
      cell: (row) => row.sortOrder,
    },
    {
      id: 'popularity',
      header: t('games.popularity'),
      sortKey: 'popularity',
      align: 'end',
      wideOnly: true,
      cell: (row) => row.popularity,
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: t('games.actions'),
            align: 'end' as const,
            cell: (row: StaffGame) => (
              <Button variant="secondary" className="min-h-9" onClick={() => setEditing(row)}>
                {t('games.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="flex flex-col gap-3">
      {canManage && selected.size > 0 ? (
        <div className="flex flex-wrap items-center gap-2 rounded-2xl border border-line bg-surface-2 p-3 text-sm">
          <span>{t('games.selected', { count: selected.size })}</span>
          <Button className="min-h-9" disabled={bulk.isPending} onClick={() => setEnabled(true)}>
            {t('games.bulk.enable')}
          </Button>
          <Button
            variant="secondary"
            className="min-h-9"
            disabled={bulk.isPending}
            onClick={() => setEnabled(false)}
          >
            {t('games.bulk.disable')}
          </Button>
          <ErrorText error={bulk.error} />
        </div>
      ) : null}
      <DataTable
        label={t('games.tab.games')}
        columns={columns}
        data={data}
        error={error}
        search={search}
        onSearchChange={onSearchChange}
        rowKey={(row) => row.id}
        filters={
          <>
            <label className="flex flex-col gap-1 text-sm">
              {t('games.filter.search')}
              <input
                type="search"
                defaultValue={search.search ?? ''}
                onKeyDown={(event) => {
                  if (event.key === 'Enter')
                    onSearchChange({ search: event.currentTarget.value.trim() || undefined, page: 1 });
                }}
                onBlur={(event) => {
                  const value = event.currentTarget.value.trim() || undefined;
                  if (value !== search.search) onSearchChange({ search: value, page: 1 });
                }}
                className={fieldClass}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              {t('games.filter.vendor')}
              <input
                defaultValue={search.vendorCode ?? ''}
                onBlur={(event) => {
                  const value = event.currentTarget.value.trim().toUpperCase() || undefined;
                  if (value !== search.vendorCode) onSearchChange({ vendorCode: value, page: 1 });
                }}
                className={fieldClass}
              />
            </label>
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
                className={fieldClass}
              >
                <option value="">{t('games.filter.any')}</option>
                {GAME_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`games.category.${category}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm">
              {t('games.filter.flag')}
              <select
                value={search.flag ?? ''}
                onChange={(event) =>
                  onSearchChange({ flag: (event.target.value || undefined) as GameFlag | undefined, page: 1 })
                }
                className={fieldClass}
              >
                <option value="">{t('games.filter.any')}</option>
                {FLAGS.map((flag) => (
                  <option key={flag} value={flag}>
                    {t(`games.flag.${flag}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        }
      />
      {editing ? (
        <GameDialog
          game={editing}
          merchant={merchant}
          imageHost={data?.imageHost ?? ''}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
