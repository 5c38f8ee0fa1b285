import { Button, buttonVariants } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { Link } from '@tanstack/react-router';
import { LogIn, UserRoundX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../hooks/use-modal-store.ts';

/**
 * A demo account at a member feature (spec section 6): told once that it cannot use it, with the
 * way to register or to log in to an official account. A page of its own (`isPage`), or in place of
 * what a page could not load for it (the server's `member.not.official`), where nothing is retried.
 */
export function OfficialAccountRequired({ isPage = false }: { isPage?: boolean }): ReactNode {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('layout');
  const openModal = useModalStore((state) => state.open);
  const Heading = isPage ? 'h1' : 'h2';
  return (
    <section
      data-testid="official-account-required"
      className={cn(
        'mx-auto flex w-full max-w-xl flex-col items-center justify-center gap-5 px-4 text-center',
        isPage ? 'flex-1 py-16' : 'py-8',
      )}
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-surface-2 text-warm-text shadow-card">
        <UserRoundX aria-hidden="true" className="size-8" />
      </span>
      <Heading className={cn('font-extrabold tracking-tight', isPage ? 'text-2xl sm:text-3xl' : 'text-xl')}>
        {tl('memberCentre.officialOnly')}
      </Heading>
      <p className="text-ink-muted">{tl('memberCentre.officialOnlyBody')}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/register" className={buttonVariants({ size: 'lg' })}>
          {t('route.register')}
        </Link>
        <Button variant="secondary" size="lg" onClick={() => openModal('login')}>
          <LogIn aria-hidden="true" className="size-5" />
          {t('route.login')}
        </Button>
      </div>
    </section>
  );
}
