import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gameQueries } from '../../../shared/api/game-queries.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { categoryOf, type GameCategoryId } from '../../../shared/lib/game-categories.ts';
import { CategoryGames } from './category-games.tsx';
import { LobbyHero } from './lobby-hero.tsx';
import { ProvidersSection } from './providers-section.tsx';
import { PvpRooms } from './pvp-rooms.tsx';

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
      <ProvidersSection
        menus={menus}
        vendors={vendors}
        selectedVendor={selectedVendor}
        tabOf={categoryId === 'RNG' ? (vendor) => ({ to: tabPath, page: vendor.vendorCode }) : undefined}
      />
      {categoryId === 'PVP' && <PvpRooms />}
      <CategoryGames categoryId={categoryId} {...(selectedVendor ? { vendorCode: selectedVendor } : {})} />
    </div>
  );
}
