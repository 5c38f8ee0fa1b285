import type { RouteValue } from '@platform/contracts/endpoint';
import type { searchPlayers } from '@platform/contracts/players/routes';
import { PLAYER_SEARCH_FIELDS, PLAYER_STATUSES } from '@platform/contracts/players/schemas';
import { Button } from '@platform/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { type Column, DataTable } from '../../../shared/ui/data-table.tsx';
import { type PlayerStatus, playerSearchQuery } from '../api/players-queries.ts';
import { PlayerStatusBadge } from './player-status-badge.tsx';
import { SavedFilters } from './saved-filters.tsx';
import type { PlayerSearch, PlayerSearchField, PlayerSort } from './search-filter.ts';

/** The search in the URL, and how to change it. */
type SearchProps = {
  search: PlayerSearch;
  onSearchChange: (patch: Partial<PlayerSearch>) => void;
};

const MAX_PAGE_SIZE = 100;

const inputClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-sm text-ink';

type Row = RouteValue<typeof searchPlayers>['players'][number];

/** The brand's players: one search box with its field, filters, saved searches, a server-paged table. */
export function PlayerSearchPage({
  merchant,
  search,
  onSearchChange,
}: SearchProps & { merchant: string }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { page, size, field, q, ...rest } = search;
  // A field without its text (or the reverse) is no search yet: the API would refuse the pair.
  const text = field && q ? { field, q } : {};
  // The search pages 100 players at most; a larger size typed into the URL asks for 100.
  const pageSize = Math.min(size, MAX_PAGE_SIZE);
  const { data, error } = useQuery(playerSearchQuery({ merchant, page, pageSize, ...rest, ...text }));
  const columns: Column<Row, PlayerSort>[] = [
    {
      id: 'account',
      header: t('players.account'),
      sortKey: 'account',
      cell: (row) => (
        <Link
          to="/players/$memberId"
          params={{ memberId: row.id }}
          search={{ tab: 'overview' }}
          className="font-semibold text-accent-text underline-offset-2 hover:underline"
        >
          {row.account}
        </Link>
      ),
    },
    { id: 'id', header: t('players.id'), sortKey: 'id', cell: (row) => row.id },
    { id: 'status', header: t('players.status'), cell: (row) => <PlayerStatusBadge status={row.status} /> },
    { id: 'realName', header: t('players.realName'), cell: (row) => row.realName || '—' },
    { id: 'phone', header: t('players.phone'), cell: (row) => row.phone || '—' },
    {
      id: 'balance',
      header: t('players.mainBalance'),
      align: 'end',
      cell: (row) => row.mainBalance,
    },
    {
      id: 'registeredAt',
      header: t('players.registered'),
      sortKey: 'registeredAt',
      cell: (row) => format.dateTime(row.registeredAt),
    },
    {
      id: 'lastLoginAt',
      header: t('players.lastLogin'),
      sortKey: 'lastLoginAt',
      cell: (row) =>
        row.lastLoginAt ? (
          <>
            {format.dateTime(row.lastLoginAt)}
            <span className="block text-xs text-ink-muted">{row.lastLoginIp}</span>
          </>
        ) : (
          '—'
        ),
    },
    { id: 'tags', header: t('players.tags'), cell: (row) => row.tags.join(', ') || '—' },
  ];
  return (
    <div className="flex flex-col gap-4">
      {/* A saved search applied, or the browser's back, changes the URL: the box shows it anew. */}
      <SearchBox key={`${search.field}:${search.q}`} search={search} onSearchChange={onSearchChange} />
      <SavedFilters merchant={merchant} search={search} onApply={(filter) => onSearchChange(filter)} />
      <DataTable
        label={t('section.players')}
        columns={columns}
        data={data && { items: data.players, page: data.page, size: data.pageSize, hasMore: data.hasMore }}
        error={error}
        search={search}
        onSearchChange={onSearchChange}
        rowKey={(row) => row.id}
        filters={<Filters search={search} onSearchChange={onSearchChange} />}
      />
    </div>
  );
}

/** The one search box, with what it matches and how; sent on Enter or the button. */
function SearchBox({ search, onSearchChange }: SearchProps): ReactNode {
  const { t } = useTranslation();
  const [field, setField] = useState<PlayerSearchField>(search.field ?? 'account');
  const [q, setQ] = useState(search.q ?? '');
  const matchable = field === 'account' || field === 'email' || field === 'realName';
  function submit(event: FormEvent) {
    event.preventDefault();
    const text = q.trim();
    onSearchChange({ field: text ? field : undefined, q: text || undefined, page: 1 });
  }
  return (
    <search>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm">
          {t('players.search.field')}
          <select
            value={field}
            onChange={(event) => setField(event.target.value as PlayerSearchField)}
            className={inputClass}
          >
            {PLAYER_SEARCH_FIELDS.map((option) => (
              <option key={option} value={option}>
                {t(`players.field.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm">
          {t('players.search.text')}
          <input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t(`players.field.${field}.hint`)}
            maxLength={64}
            className={inputClass}
          />
        </label>
        {matchable ? (
          <label className="flex flex-col gap-1 text-sm">
            {t('players.search.match')}
            <select
              value={search.match ?? 'contains'}
              onChange={(event) =>
                onSearchChange({ match: event.target.value as 'prefix' | 'contains', page: 1 })
              }
              className={inputClass}
            >
              <option value="contains">{t('players.match.contains')}</option>
              <option value="prefix">{t('players.match.prefix')}</option>
            </select>
          </label>
        ) : null}
        <Button type="submit" className="min-h-10">
          {t('players.search.submit')}
        </Button>
      </form>
    </search>
  );
}

/** Status, registration days, agent line and tag: each in the URL, each sent to the server. */
function Filters({ search, onSearchChange }: SearchProps): ReactNode {
  const { t } = useTranslation();
  const text = (key: 'agent' | 'tag' | 'registeredFrom' | 'registeredTo', type = 'text') => (
    <label className="flex flex-col gap-1 text-sm">
      {t(`players.filter.${key}`)}
      <input
        type={type}
        defaultValue={search[key] ?? ''}
        key={search[key] ?? ''}
        onBlur={(event) => {
          const value = event.target.value.trim() || undefined;
          if (value !== search[key]) onSearchChange({ [key]: value, page: 1 });
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
        className={`${inputClass} w-40`}
      />
    </label>
  );
  return (
    <>
      <label className="flex flex-col gap-1 text-sm">
        {t('players.status')}
        <select
          value={search.status ?? ''}
          onChange={(event) =>
            onSearchChange({ status: (event.target.value || undefined) as PlayerStatus | undefined, page: 1 })
          }
          className={inputClass}
        >
          <option value="">{t('players.filter.any')}</option>
          {PLAYER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`players.status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      {text('registeredFrom', 'date')}
      {text('registeredTo', 'date')}
      {text('agent')}
      {text('tag')}
    </>
  );
}
