import { EmptyState } from '@platform/ui/empty-state.tsx';
import { useQuery } from '@tanstack/react-query';
import { LifeBuoy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { helpQueries } from '../api/help-queries.ts';
import type { HelpSelection } from '../model/help-selection.ts';
import { HelpCategories } from './help-categories.tsx';
import { HelpSkeleton } from './help-skeleton.tsx';

type HelpPageProps = {
  selection: HelpSelection;
  /** Writes the open category and article to the address, so a link can point at an answer. */
  onSelect: (selection: HelpSelection) => void;
};

/** The help centre: categories as tabs (a side list on wide screens), their articles opening in place. */
export function HelpPage({ selection, onSelect }: HelpPageProps): ReactNode {
  const { t } = useTranslation('content');
  useDocumentTitle(t('help.title'));
  const language = useLanguageStore((state) => state.language);
  const query = useQuery(helpQueries.center(language));
  const categories = query.data?.categories.filter((category) => category.articles.length > 0) ?? [];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header className="relative isolate flex items-start gap-4 overflow-hidden rounded-3xl border border-line bg-surface-1 p-6 shadow-card sm:items-center sm:p-8">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50%_120%_at_100%_0%,var(--accent-glow),transparent_70%)]"
        />
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-accent text-accent-ink shadow-[0_10px_30px_-10px_var(--accent-glow)]">
          <LifeBuoy aria-hidden="true" className="size-7" />
        </span>
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('help.title')}</h1>
          <p className="text-ink-muted">{t('help.subtitle')}</p>
        </div>
      </header>
      {query.isPending ? (
        <HelpSkeleton />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : categories.length === 0 ? (
        <EmptyState icon={LifeBuoy} title={t('help.empty.title')} description={t('help.empty.body')} />
      ) : (
        <HelpCategories categories={categories} selection={selection} onSelect={onSelect} />
      )}
    </div>
  );
}
