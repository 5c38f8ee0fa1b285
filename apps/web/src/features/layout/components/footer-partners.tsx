import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gameQueries } from '../../../shared/api/game-queries.ts';
import { VendorIcon } from '../../../shared/ui/vendor-icon.tsx';

/** Enough partners to fill two rows on desktop without turning the footer into a catalogue. */
const PARTNER_LIMIT = 12;

/** The partner section: the game studios this brand carries, from the same menus as the nav. */
export function FooterPartners(): ReactNode {
  const { t } = useTranslation('layout');
  const { data: menus } = useQuery(gameQueries.menus());
  const vendors = (menus ?? []).flatMap((menu) => menu.vendors).slice(0, PARTNER_LIMIT);
  if (vendors.length === 0) return null;

  return (
    <section aria-labelledby="footer-partners" className="flex flex-col gap-3">
      <h2 id="footer-partners" className="text-xs font-bold tracking-wider text-ink-subtle uppercase">
        {t('footer.partners')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {vendors.map((vendor) => (
          <li
            key={vendor.vendorCode}
            className="flex items-center gap-2 rounded-xl border border-line bg-surface-2/60 p-2 text-xs font-semibold text-ink-muted"
          >
            <VendorIcon vendor={vendor} className="size-8 rounded-lg" />
            <span className="truncate">{vendor.displayName}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
