import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { passkeyRefusal } from '../../../shared/lib/passkey-support.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';

/** A failed passkey step: a prompt the person turned down gets a calm word, anything else the usual error. */
export function PasskeyError({ error }: { error: Error | null }): ReactNode {
  const { t } = useTranslation('auth');
  const refusal = error && passkeyRefusal(error);
  if (!refusal) return <FormError error={error} />;
  return (
    <p role="status" className="rounded-xl bg-surface-2 px-3.5 py-2.5 text-sm text-ink-muted">
      {t(refusal)}
    </p>
  );
}
