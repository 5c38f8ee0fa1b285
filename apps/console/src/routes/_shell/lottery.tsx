import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { type DrawSearch, LotteryDraws } from '../../features/lottery/components/lottery-draws.tsx';
import { LotteryGames } from '../../features/lottery/components/lottery-games.tsx';
import { useBrand } from '../../shared/hooks/use-brand.ts';
import { pagedSearch } from '../../shared/lib/paged-search.ts';
import { ViewTabs } from '../../shared/ui/view-tabs.tsx';

const VIEWS = ['awaiting', 'upcoming', 'history', 'games'] as const;
type Search = DrawSearch & { view: (typeof VIEWS)[number] };

export const Route = createFileRoute('/_shell/lottery')({
  validateSearch: (search: Record<string, unknown>): Search => ({
    ...pagedSearch(search, ['drawsAt'] as const, { sort: 'drawsAt' }),
    view: VIEWS.find((view) => view === search.view) ?? 'awaiting',
    game: typeof search.game === 'string' && /^[A-Z0-9_]{2,32}$/.test(search.game) ? search.game : undefined,
  }),
  component: LotteryPage,
});

function LotteryPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const merchant = useBrand();
  const onSearchChange = (patch: Partial<Search>) => void navigate({ search: { ...search, ...patch } });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.lottery')}</h1>
      {merchant === null ? (
        <p className="text-ink-muted">{t('money.chooseBrand')}</p>
      ) : (
        <>
          <ViewTabs
            label={t('section.lottery')}
            views={VIEWS}
            current={search.view}
            labelOf={(view) => t(`lottery.view.${view}`)}
            onChange={(view) => onSearchChange({ view, page: 1 })}
          />
          {search.view === 'games' ? (
            <LotteryGames merchant={merchant} />
          ) : (
            <LotteryDraws
              key={search.view}
              merchant={merchant}
              view={search.view}
              search={search}
              onSearchChange={onSearchChange}
            />
          )}
        </>
      )}
    </div>
  );
}
