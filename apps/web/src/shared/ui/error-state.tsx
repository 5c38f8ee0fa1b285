import { Button } from '@platform/ui/button.tsx';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import { OfficialAccountRequired } from './official-account-required.tsx';

type ErrorStateProps = {
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
};

/** A failed load, explained in the visitor's language from the error code, with a way to try again. */
export function ErrorState({ error, onRetry, isRetrying = false }: ErrorStateProps): ReactNode {
  const { t } = useTranslation();
  const code = isApiError(error) ? error.code : 'system.error';
  // Refused to a demo account: trying again cannot work, registering or logging in can.
  if (code === 'member.not.official') return <OfficialAccountRequired />;
  const retryAfter = isApiError(error) ? (error.retryAfterSeconds ?? 60) : 60;

  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-3xl border border-line bg-surface-1 px-6 py-10 text-center shadow-card"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-surface-2 text-danger-text">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <div className="flex max-w-md flex-col gap-1">
        <h2 className="text-xl font-semibold">{t('error.title')}</h2>
        <p className="text-ink-muted">{t(code, { ns: 'errors', retryAfter })}</p>
      </div>
      <Button onClick={onRetry} disabled={isRetrying}>
        <RefreshCw aria-hidden="true" className={isRetrying ? 'size-4 motion-safe:animate-spin' : 'size-4'} />
        {t('action.retry')}
      </Button>
    </div>
  );
}
