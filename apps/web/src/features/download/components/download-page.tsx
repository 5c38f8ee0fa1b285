import { EmptyState } from '@platform/ui/empty-state.tsx';
import { LoadingState } from '@platform/ui/loading-state.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { downloadQueries } from '../api/download-queries.ts';
import { AppCard } from './app-card.tsx';
import { PhoneArt } from './phone-art.tsx';

const GRID = 'grid gap-4 md:grid-cols-2 lg:grid-cols-3';

/** The app download page: iOS, Android and lite iOS, each with its version, QR code and install guide. */
export function DownloadPage(): ReactNode {
  const { t } = useTranslation('content');
  useDocumentTitle(t('download.title'));
  const language = useLanguageStore((state) => state.language);
  const query = useQuery(downloadQueries.apps(language));
  const brand = useQuery(systemQueries.status()).data?.merchant.name;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header className="relative isolate grid items-center gap-6 overflow-hidden rounded-3xl border border-line bg-surface-1 p-6 shadow-card sm:p-10 md:grid-cols-[1.4fr_1fr]">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(55%_90%_at_90%_10%,var(--accent-glow),transparent_70%),radial-gradient(40%_60%_at_0%_100%,rgb(34_197_94/0.14),transparent_70%)]"
        />
        <div className="flex flex-col gap-3">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {brand ? t('download.heading', { brand }) : t('download.title')}
          </h1>
          <p className="max-w-xl text-ink-muted sm:text-lg">{t('download.subtitle')}</p>
        </div>
        <div className="mx-auto hidden h-48 md:block">
          <PhoneArt />
        </div>
      </header>
      {query.isPending ? (
        <LoadingState className={GRID}>
          {[0, 1, 2].map((card) => (
            <Skeleton key={card} className="h-[30rem] rounded-3xl" />
          ))}
        </LoadingState>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : query.data.apps.length === 0 ? (
        <EmptyState
          icon={Smartphone}
          title={t('download.empty.title')}
          description={t('download.empty.body')}
        />
      ) : (
        <div className={GRID}>
          {query.data.apps.map((app) => (
            <AppCard key={app.platform} app={app} />
          ))}
        </div>
      )}
    </div>
  );
}
