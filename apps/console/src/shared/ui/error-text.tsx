import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/ops-error.ts';

/** An /ops error in the staff member's language (the API's error codes are the keys). */
export function ErrorText({ error }: { error: unknown }): ReactNode {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-danger">
      {t(errorMessageKey(error))}
    </p>
  );
}
