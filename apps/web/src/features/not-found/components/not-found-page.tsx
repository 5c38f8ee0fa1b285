import { buttonVariants } from '@platform/ui/button.tsx';
import { Link } from '@tanstack/react-router';
import { House, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';

export function NotFoundPage(): ReactNode {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));

  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <span className="grid size-20 place-items-center rounded-3xl bg-surface-2 text-accent-text shadow-card">
        <SearchX aria-hidden="true" className="size-10" />
      </span>
      <p className="text-sm font-bold tracking-widest text-ink-subtle">404</p>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('notFound.title')}</h1>
      <p className="text-ink-muted">{t('notFound.body')}</p>
      <Link to="/index" className={buttonVariants({ size: 'lg' })}>
        <House aria-hidden="true" className="size-5" />
        {t('notFound.home')}
      </Link>
    </section>
  );
}
