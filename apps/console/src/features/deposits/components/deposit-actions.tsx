import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { ReasonDialog } from '../../../shared/ui/reason-dialog.tsx';
import {
  type DepositRow,
  depositCallbacksQuery,
  useDepositDecision,
  useDepositStatusQuery,
} from '../api/deposit-queries.ts';

const fieldClass = 'rounded-xl border border-line bg-surface-1 px-3 text-ink';

/**
 * What staff may do with one deposit (by useCan; the server decides anyway): confirm a bank transfer
 * with the amount that arrived and a reason, or reject it; read an online order's callbacks. A
 * confirmation waiting for a second person locks the deposit: it is decided in the approvals inbox.
 */
export function DepositActions({ merchant, row }: { merchant: string; row: DepositRow }): ReactNode {
  const { t } = useTranslation();
  const canDecide = useCan('deposits.decide');
  const decide = useDepositDecision();
  const [open, setOpen] = useState<'confirm' | 'reject' | 'callbacks' | null>(null);
  const decidable = row.kind === 'bank_transfer' && row.status === 'pending' && row.pendingApproval === null;
  const subject = `${row.memberAccount} · ${row.amount}`;

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    await decide
      .mutateAsync({
        action: 'confirm',
        merchant,
        depositId: row.id,
        amount: String(data.get('amount') ?? '').trim(),
        reason: String(data.get('reason') ?? '').trim(),
      })
      .then(() => setOpen(null))
      .catch(() => undefined);
  }

  return (
    <div className="flex flex-wrap gap-2">
      {decidable && canDecide ? (
        <>
          <Button className="min-h-9 px-3" onClick={() => setOpen('confirm')}>
            {t('deposits.confirm')}
          </Button>
          <Button variant="secondary" className="min-h-9 px-3" onClick={() => setOpen('reject')}>
            {t('deposits.reject')}
          </Button>
        </>
      ) : null}
      {row.kind === 'online' ? (
        <Button variant="ghost" className="min-h-9 px-3" onClick={() => setOpen('callbacks')}>
          {t('deposits.callbacks', { count: row.callbackCount })}
        </Button>
      ) : null}
      <Dialog
        open={open === 'confirm'}
        onOpenChange={(next) => setOpen(next ? 'confirm' : null)}
        title={`${t('deposits.confirm')}: ${subject}`}
        description={t('deposits.confirm.hint')}
      >
        <form onSubmit={(event) => void confirm(event)} className="flex flex-col gap-3">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('deposits.arrived')}
            <input
              name="amount"
              required
              inputMode="decimal"
              defaultValue={row.amount}
              className={`h-10 tabular-nums ${fieldClass}`}
            />
          </label>
          {Number(row.fee) > 0 ? (
            <p className="text-sm text-ink-muted">{t('deposits.confirm.fee', { fee: row.fee })}</p>
          ) : null}
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('reason.label')}
            <textarea
              name="reason"
              required
              minLength={5}
              maxLength={500}
              rows={3}
              className={`py-2 ${fieldClass}`}
            />
          </label>
          <ErrorText error={decide.error} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(null)}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" disabled={decide.isPending}>
              {t('deposits.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
      <ReasonDialog
        open={open === 'reject'}
        onOpenChange={(next) => setOpen(next ? 'reject' : null)}
        title={`${t('deposits.reject')}: ${subject}`}
        description={t('deposits.reject.hint')}
        confirmLabel={t('deposits.reject')}
        onConfirm={(reason) => decide.mutateAsync({ action: 'reject', merchant, depositId: row.id, reason })}
      />
      {open === 'callbacks' ? (
        <CallbacksDialog merchant={merchant} row={row} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}

function CallbacksDialog({
  merchant,
  row,
  onClose,
}: {
  merchant: string;
  row: DepositRow;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error } = useQuery(depositCallbacksQuery(merchant, row.id));
  const canDecide = useCan('deposits.decide');
  const ask = useDepositStatusQuery();
  // A pending order, or an expired one the gateway may still report paid.
  const askable = canDecide && (row.status === 'pending' || row.status === 'expired');
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      width={720}
      title={`${t('deposits.callbacks', { count: row.callbackCount })}: ${row.orderId}`}
    >
      <ErrorText error={error ?? ask.error} />
      {askable ? (
        <div className="flex justify-end">
          <Button
            variant="secondary"
            className="min-h-9 px-3"
            disabled={ask.isPending}
            onClick={() => ask.mutate({ merchant, depositId: row.id })}
          >
            {t('deposits.statusQuery')}
          </Button>
        </div>
      ) : null}
      {data && data.callbacks.length === 0 ? (
        <p className="text-ink-muted">{t('deposits.callbacks.none')}</p>
      ) : null}
      <ol className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto">
        {data?.callbacks.map((callback) => (
          <li key={callback.id} className="flex flex-col gap-1 rounded-xl border border-line p-3 text-sm">
            <span className="flex flex-wrap justify-between gap-2">
              <span className="font-semibold">
                {callback.gateway} · {callback.outcome}
              </span>
              <span className="text-ink-muted">{format.dateTime(callback.receivedAt)}</span>
            </span>
            <pre className="overflow-x-auto rounded-lg bg-surface-2 p-2 text-xs whitespace-pre-wrap break-all">
              {callback.body}
            </pre>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
