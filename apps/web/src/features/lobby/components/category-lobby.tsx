import { useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gameQueries } from '../../../shared/api/game-queries.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { categoryOf, type GameCategoryId } from '../../../shared/lib/game-categories.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { CategoryGames } from './category-games.tsx';
import { LobbyHero } from './lobby-hero.tsx';
import { PvpRooms } from './pvp-rooms.tsx';
import { VendorCard } from './vendor-card.tsx';

const SKELETON_CARDS = ['a', 'b', 'c', 'd'];

type CategoryLobbyProps = {
  categoryId: GameCategoryId;
  /** The slot vendor chosen by `/rng?page=` (or `/slot?page=`), shown as the selected tab. */
  selectedVendor?: string;
  /** Where a slot vendor's tab leads: /rng, or /slot on the reduced slot lobby. */
  tabPath?: '/rng' | '/slot';
  /** The category's own games shown under the banner (the brand's lottery on /elott and /lottery). */
  children?: ReactNode;
};

/** A category's lobby: its banner, the providers the brand carries in it, the card rooms and the games. */
export function CategoryLobby({
  categoryId,
  selectedVendor,
  tabPath = '/rng',
  children,
}: CategoryLobbyProps): ReactNode {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('lobby');
  const category = categoryOf(categoryId);
  const menus = useQuery(gameQueries.menus());
  const vendors = menus.data?.find((menu) => menu.gameCategory === categoryId)?.vendors;
  useDocumentTitle(t(category.titleKey));

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6 sm:py-8">
      <LobbyHero
        tint={category.id}
        icon={category.icon}
        title={t(category.titleKey)}
        tagline={tl(`tagline.${category.id}`)}
        vendorCount={vendors?.length}
      />
      {children}
      <section aria-labelledby="lobby-providers" className="flex flex-col gap-4">
        <h2 id="lobby-providers" className="text-xl font-bold tracking-tight">
          {tl('providersTitle')}
        </h2>
        {menus.isPending && (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {SKELETON_CARDS.map((key) => (
              <Skeleton key={key} className="h-36 rounded-2xl" />
            ))}
          </div>
        )}
        {menus.isError && (
          <ErrorState
            error={menus.error}
            onRetry={() => void menus.refetch()}
            isRetrying={menus.isFetching}
          />
        )}
        {menus.isSuccess && !vendors?.length && <EmptyState icon={Store} title={tl('empty')} />}
        {vendors && vendors.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {vendors.map((vendor) => (
              <li key={vendor.vendorCode}>
                <VendorCard
                  vendor={vendor}
                  isSelected={vendor.vendorCode === selectedVendor}
                  tab={categoryId === 'RNG' ? { to: tabPath, page: vendor.vendorCode } : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {categoryId === 'PVP' && <PvpRooms />}
      <CategoryGames categoryId={categoryId} {...(selectedVendor ? { vendorCode: selectedVendor } : {})} />
    </div>
  );
}
