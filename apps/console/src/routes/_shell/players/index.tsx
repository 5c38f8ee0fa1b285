import { PLAYER_SEARCH_FIELDS, PLAYER_SORT_KEYS, PLAYER_STATUSES } from '@platform/contracts/players/schemas';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PlayerSearchPage } from '../../../features/players/components/player-search.tsx';
import { FIRST_PLAYERS_PAGE, type PlayerSearch } from '../../../features/players/components/search-filter.ts';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import { pagedSearch, textFilter } from '../../../shared/lib/paged-search.ts';

const day = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

export const Route = createFileRoute('/_shell/players/')({
  validateSearch: (search: Record<string, unknown>): PlayerSearch => ({
    ...pagedSearch(search, PLAYER_SORT_KEYS, FIRST_PLAYERS_PAGE),
    field: PLAYER_SEARCH_FIELDS.find((field) => field === search.field),
    q: textFilter(search.q),
    match: search.match === 'prefix' || search.match === 'contains' ? search.match : undefined,
    status: PLAYER_STATUSES.find((status) => status === search.status),
    registeredFrom: day(search.registeredFrom),
    registeredTo: day(search.registeredTo),
    agent: textFilter(search.agent),
    tag: textFilter(search.tag),
  }),
  component: PlayersPage,
});

function PlayersPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const merchant = useBrand();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.players')}</h1>
      {merchant ? (
        <PlayerSearchPage
          merchant={merchant}
          search={search}
          onSearchChange={(patch) => void navigate({ search: { ...search, ...patch } })}
        />
      ) : (
        <p className="text-ink-muted">{t('players.chooseBrand')}</p>
      )}
    </div>
  );
}
