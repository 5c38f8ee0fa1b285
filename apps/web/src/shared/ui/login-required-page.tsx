import { Button, buttonVariants } from '@platform/ui/button.tsx';
import { Link } from '@tanstack/react-router';
import { LockKeyhole, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { useModalStore } from '../hooks/use-modal-store.ts';

/** /login: where the login-mandatory rule sends guests; the form itself opens in the popup layer. */
export function LoginRequiredPage(): ReactNode {
  const { t } = useTranslation();
  const { t: tg } = useTranslation('guards');
  const openModal = useModalStore((state) => state.open);
  useDocumentTitle(t('route.login'));

  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-surface-2 text-accent-text shadow-card">
        <LockKeyhole aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{tg('login.title')}</h1>
      <p className="text-ink-muted">{tg('login.body')}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button size="lg" onClick={() => openModal('login')}>
          <LogIn aria-hidden="true" className="size-5" />
          {t('route.login')}
        </Button>
        <Link to="/register" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          {t('route.register')}
        </Link>
      </div>
    </section>
  );
}
