import { Link } from '@tanstack/react-router';
import { LogIn, UserRoundX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { Button, buttonVariants } from '../../../shared/ui/button.tsx';

/** A demo account at a member feature (spec section 6): register, or log in to an official account. */
export function OfficialAccountRequired(): ReactNode {
  const { t } = useTranslation();
  const { t: tl } = useTranslation('layout');
  const openModal = useModalStore((state) => state.open);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-surface-2 text-warm-text shadow-card">
        <UserRoundX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {tl('memberCentre.officialOnly')}
      </h1>
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
