import { cn } from '@platform/ui/cn.ts';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VendorBadges } from '../../../shared/ui/vendor-badges.tsx';
import { VendorIcon } from '../../../shared/ui/vendor-icon.tsx';
import { type CategoryEntry, isCentredDropdown, vendorLink } from '../model/nav-entries.ts';

type VendorMenuProps = {
  id: string;
  entry: CategoryEntry;
  isOpen: boolean;
  onNavigate: () => void;
};

/**
 * A category's vendors under its nav entry: a compact panel centred under the entry for a few
 * vendors, a full-width grid from the start edge for many (the parent decides what it is positioned
 * against: the entry, or the whole nav row).
 */
export function VendorMenu({ id, entry, isOpen, onNavigate }: VendorMenuProps): ReactNode {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('layout');
  const count = entry.vendors.length;
  const isCentred = isCentredDropdown(count);

  return (
    <div
      id={id}
      hidden={!isOpen}
      data-centered={String(isCentred)}
      className={cn('absolute top-full z-50 pt-1.5', isCentred ? 'left-1/2 -translate-x-1/2' : 'inset-x-4')}
    >
      <div className="rounded-2xl border border-line bg-surface-1 p-3 shadow-card">
        <div className="mb-2 flex items-center justify-between gap-4 px-2">
          <p className="text-xs font-bold tracking-wider whitespace-nowrap text-ink-subtle uppercase">
            {tl('nav.vendorCount', { total: count })}
          </p>
          <Link
            to={entry.to}
            onClick={onNavigate}
            className="inline-flex min-h-8 items-center gap-1 text-xs font-semibold whitespace-nowrap text-accent-text hover:underline"
          >
            {tl('nav.viewAll', { category: t(entry.titleKey) })}
            <ArrowRight aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
          </Link>
        </div>
        <ul
          className={cn(
            'grid gap-1',
            !isCentred && 'grid-cols-[repeat(auto-fill,minmax(14rem,1fr))]',
            isCentred && (count > 3 ? 'w-[30rem] grid-cols-2' : 'w-72'),
          )}
        >
          {entry.vendors.map((vendor) => (
            <li key={vendor.vendorCode}>
              <Link
                {...vendorLink(entry, vendor)}
                onClick={onNavigate}
                className={cn(
                  'flex min-h-14 items-center gap-3 rounded-xl p-2 transition-colors hover:bg-surface-2',
                  vendor.inMaintenance && 'opacity-70',
                )}
              >
                <VendorIcon vendor={vendor} />
                <span className="flex min-w-0 flex-1 flex-col items-start gap-1">
                  <span className="max-w-full truncate text-sm font-semibold">{vendor.displayName}</span>
                  <span className="flex flex-wrap gap-1 empty:hidden">
                    <VendorBadges vendor={vendor} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
