import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_ORDER,
  CONTENT_SORTS,
  CONTENT_TABS,
  ContentPage,
  type ContentSearch,
} from '../../features/content/components/content-page.tsx';
import { pagedSearch } from '../../shared/lib/paged-search.ts';

export const Route = createFileRoute('/_shell/content')({
  validateSearch: (search: Record<string, unknown>): ContentSearch => {
    const tab = CONTENT_TABS.find((name) => name === search.tab) ?? 'announcements';
    const sorts = CONTENT_SORTS[tab];
    return { ...pagedSearch(search, sorts, { sort: sorts[0], order: CONTENT_ORDER[tab] }), tab };
  },
  component: ContentRoute,
});

function ContentRoute() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.content')}</h1>
      <ContentPage
        search={search}
        onSearchChange={(patch) => void navigate({ search: { ...search, ...patch } })}
        onTabChange={(tab) => void navigate({ search: { tab } as ContentSearch })}
      />
    </div>
  );
}
