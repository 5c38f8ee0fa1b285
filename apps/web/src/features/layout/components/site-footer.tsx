import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { BrandMark } from '../../../shared/ui/brand-mark.tsx';
import { lineLink } from '../model/contact-links.ts';
import { FooterBadges } from './footer-badges.tsx';
import { FooterLinks } from './footer-links.tsx';
import { FooterPartners } from './footer-partners.tsx';
import { FooterSponsors } from './footer-sponsors.tsx';

/**
 * The spec's footer: sponsorship and partners, payment methods and browsers, the information,
 * product, info-centre and betting-info blocks, the 18+ notice and the copyright line.
 */
export function SiteFooter(): ReactNode {
  const { t } = useTranslation('layout');
  const { data: status } = useQuery(systemQueries.status());
  const brand = status?.merchant.name ?? '';
  // Scrolled to the end on a phone or tablet, the floating LINE button (line-shortcut.tsx, 16 px up,
  // 56 px tall) would sit on the last lines: the footer ends with room for it until it moves aside at xl.
  const clearsShortcut = lineLink(status?.resources ?? []) ? 'pb-24 xl:pb-5' : '';

  return (
    <footer className="mt-16 border-t border-line bg-surface-1">
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10 xl:px-20">
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
          <div className="flex flex-col gap-3">
            <div className="flex items-center gap-2.5">
              <BrandMark className="size-8" />
              <span className="text-base font-bold">{brand}</span>
            </div>
            <p className="max-w-md text-sm leading-relaxed text-ink-muted">{t('footer.about')}</p>
          </div>
          <FooterSponsors />
        </div>
        <FooterPartners />
        <FooterLinks />
        <FooterBadges />
        <div className="flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-center">
          <span className="grid size-11 shrink-0 place-items-center rounded-full border-2 border-danger text-sm font-extrabold text-danger-text">
            {t('footer.ageBadge')}
          </span>
          <p className="text-xs leading-relaxed text-ink-muted">{t('footer.responsible')}</p>
        </div>
      </div>
      <p className={`border-t border-line px-4 py-5 text-center text-xs text-ink-subtle ${clearsShortcut}`}>
        {t('footer.copyright', { year: new Date().getFullYear(), brand })}
      </p>
    </footer>
  );
}
