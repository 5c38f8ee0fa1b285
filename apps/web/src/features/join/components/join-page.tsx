import { EmptyState } from '@platform/ui/empty-state.tsx';
import { LoadingState } from '@platform/ui/loading-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Handshake } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { joinQueries } from '../api/join-queries.ts';
import { contactHref } from '../model/contact-href.ts';
import { ContactButton } from './contact-button.tsx';
import { JoinSections } from './join-sections.tsx';

/** Join us: why and how to become an agent, and a way to reach the agent team. */
export function JoinPage(): ReactNode {
  const { t } = useTranslation('content');
  useDocumentTitle(t('join.title'));
  const language = useLanguageStore((state) => state.language);
  const query = useQuery(joinQueries.page(language));
  const contact = contactHref(query.data?.contactUrl ?? null);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header className="relative isolate flex flex-col gap-4 overflow-hidden rounded-3xl border border-line bg-surface-1 p-6 shadow-card sm:p-10">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50%_100%_at_100%_0%,rgb(245_158_11/0.22),transparent_70%),radial-gradient(50%_90%_at_0%_100%,var(--accent-glow),transparent_70%)]"
        />
        <span className="grid size-14 place-items-center rounded-2xl bg-warm text-slate-950 shadow-[0_10px_30px_-10px_rgb(245_158_11/0.6)]">
          <Handshake aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{t('join.title')}</h1>
        <p className="max-w-2xl text-ink-muted sm:text-lg">{t('join.subtitle')}</p>
        {contact && <ContactButton href={contact} className="sm:self-start" />}
      </header>
      {query.isPending ? (
        <LoadingState className="grid gap-4 md:grid-cols-2">
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} className="h-44 rounded-3xl" />
          ))}
        </LoadingState>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : query.data.sections.length === 0 ? (
        <EmptyState icon={Handshake} title={t('join.empty.title')} description={t('join.empty.body')} />
      ) : (
        <JoinSections sections={query.data.sections} />
      )}
      {contact && query.isSuccess && query.data.sections.length > 0 && (
        <aside className="flex flex-col items-start gap-4 rounded-3xl border border-line bg-surface-1 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div className="flex flex-col gap-1">
            <h2 className="text-xl font-bold">{t('join.cta.title')}</h2>
            <p className="text-ink-muted">{t('join.cta.body')}</p>
          </div>
          <ContactButton href={contact} />
        </aside>
      )}
    </div>
  );
}
