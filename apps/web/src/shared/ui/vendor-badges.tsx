import type { Vendor } from '@platform/contracts/games/categories';
import { Flame, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The hot and maintenance marks a vendor carries in every list. */
export function VendorBadges({ vendor }: { vendor: Vendor }): ReactNode {
  const { t } = useTranslation();

  return (
    <>
      {vendor.isHot && (
        <span className="inline-flex items-center gap-0.5 rounded-md bg-warm/15 px-1.5 py-0.5 text-[0.6875rem] font-bold text-warm-text uppercase">
          <Flame aria-hidden="true" className="size-3" />
          {t('vendor.hot')}
        </span>
      )}
      {vendor.inMaintenance && (
        <span className="inline-flex items-center gap-0.5 rounded-md bg-surface-3 px-1.5 py-0.5 text-[0.6875rem] font-semibold text-ink-muted">
          <Wrench aria-hidden="true" className="size-3" />
          {t('vendor.maintenance')}
        </span>
      )}
    </>
  );
}
