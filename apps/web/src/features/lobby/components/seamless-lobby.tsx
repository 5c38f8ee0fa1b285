import type { Vendor } from '@platform/contracts/games/categories';
import { useQuery } from '@tanstack/react-query';
import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gameQueries } from '../../../shared/api/game-queries.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { CategoryGames } from './category-games.tsx';
import { LobbyHero } from './lobby-hero.tsx';
import { ProvidersSection } from './providers-section.tsx';

/** The seamless vendors of every category, each once (a vendor may offer games in several). */
function seamlessVendors(menus: readonly { vendors: readonly Vendor[] }[]): Vendor[] {
  const byCode = new Map<string, Vendor>();
  for (const { vendors } of menus)
    for (const vendor of vendors)
      if (vendor.seamless && !byCode.has(vendor.vendorCode)) byCode.set(vendor.vendorCode, vendor);
  return [...byCode.values()];
}

/**
 * The seamless-wallet lobby (/seamless): the providers whose games play the main wallet directly, so
 * nothing is moved into a game wallet first, and their games of every category.
 */
export function SeamlessLobby(): ReactNode {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('lobby');
  const menus = useQuery(gameQueries.menus());
  const vendors = menus.data ? seamlessVendors(menus.data) : undefined;
  const title = t('route.seamless');
  useDocumentTitle(title);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6 sm:py-8">
      <LobbyHero
        tint="SEAMLESS"
        icon={Wallet}
        title={title}
        tagline={tl('tagline.SEAMLESS')}
        vendorCount={vendors?.length}
      />
      <ProvidersSection menus={menus} vendors={vendors} />
      <CategoryGames wallet="seamless" />
    </div>
  );
}
