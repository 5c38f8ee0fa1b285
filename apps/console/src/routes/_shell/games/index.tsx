import { GAME_FLAGS, GAME_SORT_KEYS } from '@platform/contracts/catalogue/game-schemas';
import { GAME_CATEGORIES } from '@platform/contracts/games/categories';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { GamesNav } from '../../../features/games/components/games-nav.tsx';
import { type GamesSearch, GamesTable } from '../../../features/games/components/games-table.tsx';
import { pagedSearch, textFilter } from '../../../shared/lib/paged-search.ts';

export const Route = createFileRoute('/_shell/games/')({
  validateSearch: (search: Record<string, unknown>): GamesSearch => ({
    ...pagedSearch(search, GAME_SORT_KEYS, { sort: 'sortOrder' }),
    search: textFilter(search.search),
    vendorCode: textFilter(search.vendorCode),
    category: GAME_CATEGORIES.find((category) => category === search.category),
    flag: GAME_FLAGS.find((flag) => flag === search.flag),
  }),
  component: GamesPage,
});

function GamesPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.games')}</h1>
      <GamesNav />
      <GamesTable
        search={search}
        onSearchChange={(patch) => void navigate({ search: { ...search, ...patch } })}
      />
    </div>
  );
}
