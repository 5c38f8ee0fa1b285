import type { Vendor } from '@platform/contracts/games/categories';
import { Button, buttonVariants } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { Link } from '@tanstack/react-router';
import { Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readSessionToken } from '../../../shared/api/session.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { VendorBadges } from '../../../shared/ui/vendor-badges.tsx';
import { VendorIcon } from '../../../shared/ui/vendor-icon.tsx';

type VendorCardProps = { vendor: Vendor; isSelected: boolean; tab?: { to: '/rng' | '/slot'; page: string } };

/**
 * A provider of the lobby. Playing needs a session, so a guest's "Play" opens the login window (the
 * spec's rule for protected actions); a member goes to the game page. A provider in maintenance leads
 * everyone to the game page's maintenance notice with other games instead. Slot providers are also tabs.
 */
export function VendorCard({ vendor, isSelected, tab }: VendorCardProps): ReactNode {
  const { t } = useTranslation('lobby');
  const openModal = useModalStore((state) => state.open);
  const isGuest = readSessionToken() === null;
  const playLabel = (
    <>
      <Play aria-hidden="true" className="size-4" />
      {t('play')}
    </>
  );

  return (
    <article
      aria-current={isSelected ? 'true' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-2xl border bg-surface-1 p-3 shadow-card sm:flex-col sm:items-stretch sm:gap-4 sm:p-4 transition-[border-color,translate] motion-safe:hover:-translate-y-0.5',
        isSelected ? 'border-accent' : 'border-line hover:border-accent/60',
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {/* Only the icon fades for maintenance: faded text would fall below a readable contrast. */}
        <VendorIcon
          vendor={vendor}
          className={cn('size-12 rounded-2xl sm:size-14', vendor.inMaintenance && 'opacity-60')}
        />
        <div className="flex min-w-0 flex-col items-start gap-1">
          {tab ? (
            <Link
              to={tab.to}
              search={{ page: tab.page }}
              className="max-w-full truncate font-bold hover:underline"
            >
              {vendor.displayName}
            </Link>
          ) : (
            <h2 className="max-w-full truncate font-bold">{vendor.displayName}</h2>
          )}
          <span className="flex flex-wrap gap-1 empty:hidden">
            <VendorBadges vendor={vendor} />
          </span>
        </div>
      </div>
      {vendor.inMaintenance ? (
        <Link
          to="/game"
          search={{ maintenance: vendor.vendorCode }}
          className={buttonVariants({ variant: 'secondary', className: 'shrink-0' })}
        >
          {playLabel}
        </Link>
      ) : isGuest ? (
        <Button variant="secondary" className="shrink-0" onClick={() => openModal('login')}>
          {playLabel}
        </Button>
      ) : (
        <Link to="/game" className={buttonVariants({ variant: 'secondary', className: 'shrink-0' })}>
          {playLabel}
        </Link>
      )}
    </article>
  );
}
