import { Button } from '@platform/ui/button.tsx';
import { useRouter } from '@tanstack/react-router';
import { RefreshCw, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveHomeShell } from '../../../shared/ui/home-shell.ts';
import { isChunkLoadError } from '../model/chunk-error.ts';

type RouteErrorPageProps = { error: unknown; reset: () => void };

/**
 * What a page that failed shows instead of a white screen. A part of the site that did not download
 * gets the spec's load-timeout message and a full reload (the browser keeps a failed import failed,
 * and a new deploy may have renamed the file); any other fault retries the route in place.
 * Its texts are in `common`, which is loaded before the first page, so it works offline.
 */
export function RouteErrorPage({ error, reset }: RouteErrorPageProps): ReactNode {
  const { t } = useTranslation();
  const router = useRouter();
  const isChunkError = isChunkLoadError(error);
  useRemoveHomeShell();

  const handleRetry = () => {
    if (isChunkError) {
      window.location.reload();
      return;
    }
    reset();
    void router.invalidate();
  };

  return (
    <section
      role="alert"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-surface-2 text-danger-text shadow-card">
        <WifiOff aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-extrabold tracking-tight">
        {t(isChunkError ? 'pageLoad.title' : 'error.title')}
      </h1>
      <p className="text-ink-muted">{t(isChunkError ? 'pageLoad.body' : 'pageLoad.failed')}</p>
      <Button size="lg" onClick={handleRetry}>
        <RefreshCw aria-hidden="true" className="size-5" />
        {t('action.retry')}
      </Button>
    </section>
  );
}
