import { Button } from '@platform/ui/button.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { type FormIssue, FormIssues } from '../../../shared/ui/form-issues.tsx';

/** A tab's save button with what the schema refused, the server's error, or that it was saved. */
export function SaveBar({
  issues,
  mutation,
  disabled,
}: {
  issues: readonly FormIssue[];
  mutation: { error: unknown; isPending: boolean; isSuccess: boolean };
  disabled?: boolean;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <FormIssues issues={issues} />
      <ErrorText error={mutation.error} />
      <div className="flex items-center justify-end gap-3">
        {mutation.isSuccess && issues.length === 0 ? (
          <span role="status" className="text-sm text-ink-muted">
            {t('brands.saved')}
          </span>
        ) : null}
        <Button type="submit" disabled={disabled || mutation.isPending}>
          {t('action.save')}
        </Button>
      </div>
    </div>
  );
}
