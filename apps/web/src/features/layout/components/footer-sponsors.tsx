import { Medal, ShieldCheck, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const SPONSORS = [
  { id: 'football', icon: Trophy, tint: 'from-amber-400 to-orange-600' },
  { id: 'esports', icon: Medal, tint: 'from-violet-400 to-fuchsia-600' },
  { id: 'safety', icon: ShieldCheck, tint: 'from-emerald-400 to-teal-600' },
] as const;

/** The sponsorship section: crests drawn in CSS around our own icons, captions from the texts. */
export function FooterSponsors(): ReactNode {
  const { t } = useTranslation('layout');

  return (
    <section aria-labelledby="footer-sponsors" className="flex flex-col gap-3">
      <h2 id="footer-sponsors" className="text-xs font-bold tracking-wider text-ink-subtle uppercase">
        {t('footer.sponsorship')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {SPONSORS.map(({ id, icon: Icon, tint }) => (
          <li key={id} className="flex items-center gap-3 rounded-2xl border border-line bg-surface-2/60 p-3">
            <span
              aria-hidden="true"
              className={`grid size-12 shrink-0 place-items-center rounded-[14px_14px_24px_24px] bg-linear-to-b ${tint} text-white shadow-card`}
            >
              <Icon className="size-6" />
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="text-sm font-bold">{t(`footer.sponsor.${id}.title`)}</span>
              <span className="text-xs text-ink-muted">{t(`footer.sponsor.${id}.detail`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
