import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfferedCategories } from '../../../shared/hooks/use-offered-categories.ts';
import type { GameCategory } from '../../../shared/lib/game-categories.ts';

const INFO_LINKS = [
  { to: '/promotions', titleKey: 'route.promotions' },
  { to: '/help', titleKey: 'route.help' },
  { to: '/down', titleKey: 'route.down' },
  { to: '/join', titleKey: 'route.join' },
] as const;

type FooterLink = (typeof INFO_LINKS)[number] | GameCategory;

const headingClass = 'mb-3 text-xs font-bold tracking-wider text-ink-subtle uppercase';
const linkClass = 'inline-flex min-h-9 items-center text-sm text-ink-muted hover:text-ink';

type FooterColumnProps = { id: string; heading: string; children: ReactNode };

function FooterColumn({ id, heading, children }: FooterColumnProps): ReactNode {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function LinkList({ links, className }: { links: readonly FooterLink[]; className?: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {links.map(({ to, titleKey }) => (
        <li key={to}>
          <Link to={to} className={linkClass}>
            {t(titleKey)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The footer's four columns: information and product links, then the info centre and betting texts. */
export function FooterLinks(): ReactNode {
  const { t } = useTranslation('layout');
  const offered = useOfferedCategories();
  return (
    <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-[1fr_1.2fr_1.4fr_1.4fr]">
      <FooterColumn id="footer-information" heading={t('footer.information')}>
        <LinkList links={INFO_LINKS} />
      </FooterColumn>
      <FooterColumn id="footer-products" heading={t('footer.products')}>
        <LinkList links={offered} className="grid grid-cols-2 gap-x-4" />
      </FooterColumn>
      <FooterColumn id="footer-info-centre" heading={t('footer.infoCentre')}>
        <p className="text-sm leading-relaxed text-ink-muted">{t('footer.infoCentreText')}</p>
      </FooterColumn>
      <FooterColumn id="footer-betting-info" heading={t('footer.bettingInfo')}>
        <p className="text-sm leading-relaxed text-ink-muted">{t('footer.bettingInfoText')}</p>
      </FooterColumn>
    </div>
  );
}
