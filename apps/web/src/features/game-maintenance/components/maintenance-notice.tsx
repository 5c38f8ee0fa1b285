import { buttonVariants } from '@platform/ui/button.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { Link } from '@tanstack/react-router';
import { House, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';

type MaintenanceNoticeProps = {
  /** The vendor's display name, when the game menus know it. */
  vendorName: string | undefined;
  /** The game menus are still on their way, so the vendor may yet get its name. */
  isNaming: boolean;
};

/** Says which vendor is in maintenance, that the balance is safe, and offers the way home. */
export function MaintenanceNotice({ vendorName, isNaming }: MaintenanceNoticeProps): ReactNode {
  const { t } = useTranslation('game-maintenance');
  const title = vendorName ? t('title.vendor', { vendor: vendorName }) : t('title.generic');
  useDocumentTitle(title);

  return (
    <section
      aria-labelledby="game-maintenance-title"
      className="relative isolate overflow-hidden rounded-3xl border border-line bg-surface-1 shadow-card"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(55%_120%_at_100%_0%,rgb(245_158_11/0.16),transparent_70%)] rtl:bg-[radial-gradient(55%_120%_at_0%_0%,rgb(245_158_11/0.16),transparent_70%)]"
      />
      <div className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center sm:gap-8 sm:p-10">
        <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-warm/15 text-warm-text sm:size-20">
          <Wrench aria-hidden="true" className="size-8 sm:size-10" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="text-xs font-bold tracking-widest text-warm-text uppercase">{t('eyebrow')}</p>
          {isNaming ? (
            <Skeleton className="h-8 w-72 max-w-full sm:h-9" />
          ) : (
            <h1
              id="game-maintenance-title"
              className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl"
            >
              {title}
            </h1>
          )}
          <p className="max-w-2xl leading-relaxed text-ink-muted">{t('body')}</p>
        </div>
        <Link to="/index" className={buttonVariants({ size: 'lg', className: 'shrink-0' })}>
          <House aria-hidden="true" className="size-5" />
          {t('home')}
        </Link>
      </div>
    </section>
  );
}
