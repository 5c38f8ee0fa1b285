import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '../../../shared/lib/game-categories.ts';

const INFO_LINKS = [
  { to: '/promotions', titleKey: 'route.promotions' },
  { to: '/help', titleKey: 'route.help' },
  { to: '/down', titleKey: 'route.down' },
  { to: '/join', titleKey: 'route.join' },
] as const;

const headingClass = 'mb-3 text-xs font-bold tracking-wider text-ink-subtle uppercase';
const linkClass = 'inline-flex min-h-9 items-center text-sm text-ink-muted hover:text-ink';

/** The footer's four columns: information and product links, then the info centre and betting texts. */
export function FooterLinks(): ReactNode {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('layout');

  return (
    <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-[1fr_1.2fr_1.4fr_1.4fr]">
      <section aria-labelledby="footer-information">
        <h2 id="footer-information" className={headingClass}>
          {tl('footer.information')}
        </h2>
        <ul>
          {INFO_LINKS.map(({ to, titleKey }) => (
            <li key={to}>
              <Link to={to} className={linkClass}>
                {t(titleKey)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="footer-products">
        <h2 id="footer-products" className={headingClass}>
          {tl('footer.products')}
        </h2>
        <ul className="grid grid-cols-2 gap-x-4">
          {GAME_CATEGORIES.map(({ id, to, titleKey }) => (
            <li key={id}>
              <Link to={to} className={linkClass}>
                {t(titleKey)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="footer-info-centre">
        <h2 id="footer-info-centre" className={headingClass}>
          {tl('footer.infoCentre')}
        </h2>
        <p className="text-sm leading-relaxed text-ink-muted">{tl('footer.infoCentreText')}</p>
      </section>
      <section aria-labelledby="footer-betting-info">
        <h2 id="footer-betting-info" className={headingClass}>
          {tl('footer.bettingInfo')}
        </h2>
        <p className="text-sm leading-relaxed text-ink-muted">{tl('footer.bettingInfoText')}</p>
      </section>
    </div>
  );
}
