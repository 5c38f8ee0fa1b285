import { cn } from '@platform/ui/cn.ts';
import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VendorBadges } from '../../../shared/ui/vendor-badges.tsx';
import { VendorIcon } from '../../../shared/ui/vendor-icon.tsx';
import { type CategoryEntry, vendorLink } from '../model/nav-entries.ts';
import { drawerItemClass } from './drawer-styles.ts';

type DrawerCategoryProps = { entry: CategoryEntry; onNavigate: () => void };

/** A category in the phone menu: its lobby link, and its vendors folded under a toggle. */
export function DrawerCategory({ entry, onNavigate }: DrawerCategoryProps): ReactNode {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('layout');
  const [isExpanded, setIsExpanded] = useState(false);
  const listId = useId();
  const title = t(entry.titleKey);
  const Icon = entry.icon;

  return (
    <li>
      <div className="flex items-center">
        <Link to={entry.to} onClick={onNavigate} className={cn(drawerItemClass, 'flex-1')}>
          <Icon aria-hidden="true" className="size-5 text-ink-subtle" />
          {title}
        </Link>
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-label={tl('nav.showVendors', { category: title })}
          onClick={() => setIsExpanded((expanded) => !expanded)}
          className="grid size-11 shrink-0 place-items-center rounded-xl text-ink-subtle hover:bg-surface-2"
        >
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'size-5 transition-transform motion-reduce:transition-none',
              isExpanded && 'rotate-180',
            )}
          />
        </button>
      </div>
      <ul id={listId} hidden={!isExpanded} className="mb-2 grid gap-0.5 ps-4">
        {entry.vendors.map((vendor) => (
          <li key={vendor.vendorCode}>
            <Link
              {...vendorLink(entry, vendor)}
              onClick={onNavigate}
              className="flex min-h-12 items-center gap-3 rounded-xl px-2 text-sm font-medium hover:bg-surface-2"
            >
              <VendorIcon vendor={vendor} className="size-8 rounded-lg" />
              <span className="min-w-0 flex-1 truncate">{vendor.displayName}</span>
              <VendorBadges vendor={vendor} />
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
