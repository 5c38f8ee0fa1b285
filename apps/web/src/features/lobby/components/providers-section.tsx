import type { Vendor } from '@platform/contracts/games/categories';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { VendorCard } from './vendor-card.tsx';

const SKELETON_CARDS = ['a', 'b', 'c', 'd'];

type ProvidersSectionProps = {
  /** The game menus' query, for its loading and error states. */
  menus: Pick<UseQueryResult, 'isPending' | 'isError' | 'isSuccess' | 'error' | 'refetch' | 'isFetching'>;
  vendors: readonly Vendor[] | undefined;
  selectedVendor?: string | undefined;
  /** Where a vendor's tab leads, for slot vendors. */
  tabOf?: (vendor: Vendor) => { to: '/rng' | '/slot'; page: string } | undefined;
};

/** A lobby's providers: a card each, with the menus' loading, error and empty states. */
export function ProvidersSection({
  menus,
  vendors,
  selectedVendor,
  tabOf,
}: ProvidersSectionProps): ReactNode {
  const { t } = useTranslation('lobby');
  return (
    <section aria-labelledby="lobby-providers" className="flex flex-col gap-4">
      <h2 id="lobby-providers" className="text-xl font-bold tracking-tight">
        {t('providersTitle')}
      </h2>
      {menus.isPending && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SKELETON_CARDS.map((key) => (
            <Skeleton key={key} className="h-36 rounded-2xl" />
          ))}
        </div>
      )}
      {menus.isError && (
        <ErrorState error={menus.error} onRetry={() => void menus.refetch()} isRetrying={menus.isFetching} />
      )}
      {menus.isSuccess && !vendors?.length && <EmptyState icon={Store} title={t('empty')} />}
      {vendors && vendors.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {vendors.map((vendor) => (
            <li key={vendor.vendorCode}>
              <VendorCard
                vendor={vendor}
                isSelected={vendor.vendorCode === selectedVendor}
                tab={tabOf?.(vendor)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
