import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from './error-text.tsx';

/** The API takes up to 500 characters; the console asks for a few words at least, not a key press. */
const MIN_REASON = 3;
const MAX_REASON = 500;

type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is about to happen, already translated ("Suspend player"). */
  title: string;
  description?: string;
  confirmLabel: string;
  /** Runs the action with the reason; the dialog stays open with the error when it rejects. */
  onConfirm: (reason: string) => Promise<unknown>;
};

/**
 * Confirms an audited action with the reason the audit log records: the action cannot be sent
 * without one, and the API's refusal is shown in the dialog.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: ReasonDialogProps): ReactNode {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const trimmed = reason.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (trimmed.length < MIN_REASON) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm(trimmed);
      setReason('');
      onOpenChange(false);
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('reason.label')}
          <textarea
            required
            minLength={MIN_REASON}
            maxLength={MAX_REASON}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="rounded-xl border border-line bg-surface-1 px-3 py-2 text-ink"
          />
        </label>
        <ErrorText error={error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" disabled={pending || trimmed.length < MIN_REASON}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
