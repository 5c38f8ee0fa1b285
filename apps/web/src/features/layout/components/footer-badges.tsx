import {
  AppWindow,
  Coins,
  CreditCard,
  Landmark,
  type LucideIcon,
  QrCode,
  Smartphone,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const PAYMENTS = [
  { id: 'bank', icon: Landmark },
  { id: 'card', icon: CreditCard },
  { id: 'ewallet', icon: Wallet },
  { id: 'qr', icon: QrCode },
  { id: 'mobile', icon: Smartphone },
  { id: 'crypto', icon: Coins },
] as const satisfies readonly { id: string; icon: LucideIcon }[];

const BROWSERS = ['chrome', 'safari', 'firefox', 'edge'] as const;

const chipClass =
  'flex min-h-10 items-center gap-2 rounded-xl border border-line bg-surface-2/60 px-3 text-xs font-semibold text-ink-muted';

/** Payment methods and suggested browsers, as our own icon chips rather than third-party logos. */
export function FooterBadges(): ReactNode {
  const { t } = useTranslation('layout');

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="footer-payments" className="flex flex-col gap-3">
        <h2 id="footer-payments" className="text-xs font-bold tracking-wider text-ink-subtle uppercase">
          {t('footer.payments')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {PAYMENTS.map(({ id, icon: Icon }) => (
            <li key={id} className={chipClass}>
              <Icon aria-hidden="true" className="size-4 text-accent-text" />
              {t(`footer.payment.${id}`)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="footer-browsers" className="flex flex-col gap-3">
        <h2 id="footer-browsers" className="text-xs font-bold tracking-wider text-ink-subtle uppercase">
          {t('footer.browsers')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {BROWSERS.map((id) => (
            <li key={id} className={chipClass}>
              <AppWindow aria-hidden="true" className="size-4 text-ink-subtle" />
              {t(`footer.browser.${id}`)}
            </li>
          ))}
        </ul>
        <p className="text-xs text-ink-subtle">{t('footer.browsersHint')}</p>
      </section>
    </div>
  );
}
