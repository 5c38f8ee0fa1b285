import { VENDOR_SORT_KEYS } from '@platform/contracts/catalogue/game-schemas';
import { GAME_CATEGORIES } from '@platform/contracts/games/categories';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { GamesNav } from '../../../features/games/components/games-nav.tsx';
import { type VendorsSearch, VendorsTable } from '../../../features/games/components/vendors-table.tsx';
import { pagedSearch } from '../../../shared/lib/paged-search.ts';

export const Route = createFileRoute('/_shell/games/vendors')({
  validateSearch: (search: Record<string, unknown>): VendorsSearch => ({
    ...pagedSearch(search, VENDOR_SORT_KEYS, { sort: 'sortOrder' }),
    category: GAME_CATEGORIES.find((category) => category === search.category),
  }),
  component: VendorsPage,
});

function VendorsPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.games')}</h1>
      <GamesNav />
      <VendorsTable
        search={search}
        onSearchChange={(patch) => void navigate({ search: { ...search, ...patch } })}
      />
    </div>
  );
}
