import { Link } from '@tanstack/react-router';
import { Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's left side bar: a tab fixed to the start edge that leads to the app download page. */
export function AppDownloadTab(): ReactNode {
  const { t } = useTranslation();

  return (
    <Link
      to="/down"
      className="fixed start-0 top-1/2 z-30 hidden -translate-y-1/2 flex-col items-center gap-2 rounded-e-2xl bg-accent px-2 py-4 text-accent-ink shadow-[0_8px_24px_-8px_var(--accent-glow)] transition-[padding] hover:bg-accent-strong hover:ps-3 xl:flex"
    >
      <Smartphone aria-hidden="true" className="size-5" />
      <span className="text-xs font-bold tracking-wide [writing-mode:vertical-rl]">{t('route.down')}</span>
    </Link>
  );
}
