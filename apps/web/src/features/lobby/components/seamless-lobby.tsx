import type { Vendor } from '@platform/contracts/games/categories';
import { useQuery } from '@tanstack/react-query';
import { Store, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gameQueries } from '../../../shared/api/game-queries.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { CategoryGames } from './category-games.tsx';
import { LobbyHero } from './lobby-hero.tsx';
import { VendorCard } from './vendor-card.tsx';

const SKELETON_CARDS = ['a', 'b', 'c', 'd'];

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
        {vendors?.length === 0 && <EmptyState icon={Store} title={tl('empty')} />}
        {vendors && vendors.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {vendors.map((vendor) => (
              <li key={vendor.vendorCode}>
                <VendorCard vendor={vendor} isSelected={false} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <CategoryGames wallet="seamless" />
    </div>
  );
}
