import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';

/** A failed call's message, already in the visitor's language (the server answers in it). */
export function FormError({ error }: { error: Error | null }): ReactNode {
  const { t } = useTranslation('errors');
  if (error === null) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-danger/40 bg-danger/10 px-3.5 py-2.5 text-sm text-danger-text"
    >
      {isApiError(error) ? error.message : t('system.error')}
    </p>
  );
}
