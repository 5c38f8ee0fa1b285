import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { ReasonDialog } from '../../../shared/ui/reason-dialog.tsx';
import {
  useWithdrawalReview,
  useWithdrawalStep,
  type WithdrawalRow,
  withdrawalProofsQuery,
} from '../api/withdrawal-queries.ts';

type Open = 'approve' | 'reject' | 'pay' | 'proofs' | 'stands' | 'refund' | null;

/**
 * The steps the staff member may take on one withdrawal (by useCan; the server decides anyway):
 * approve and reject with a reason (from the brand's four-eyes amount approving asks a second
 * person), pay once approved, and the member's proofs of a payment they say did not arrive. While a
 * four-eyes request waits, the withdrawal is locked: it is decided in the approvals inbox; while a
 * payout waits for its gateway, it is the gateway's to settle.
 */
export function WithdrawalActions({ merchant, row }: { merchant: string; row: WithdrawalRow }): ReactNode {
  const { t } = useTranslation();
  const canApprove = useCan('withdrawals.approve');
  const canReject = useCan('withdrawals.reject');
  const canPay = useCan('withdrawals.pay');
  const canReview = useCan('withdrawals.review');
  const step = useWithdrawalStep();
  const review = useWithdrawalReview();
  const [open, setOpen] = useState<Open>(null);
  const locked = row.pendingApproval !== null || row.payout?.status === 'pending';
  const openClaim =
    (row.confirmation === 'not_received' || row.confirmation === 'partly_received') && row.review === null;
  const close = (next: boolean) => setOpen(next ? open : null);
  const subject = `${row.memberAccount} · ${row.amount}`;
  return (
    <div className="flex flex-wrap gap-2">
      {row.status === 'pending' && !locked && canApprove ? (
        <Button className="min-h-9 px-3" onClick={() => setOpen('approve')}>
          {row.needsSecondPerson ? t('withdrawals.askApproval') : t('withdrawals.approve')}
        </Button>
      ) : null}
      {(row.status === 'pending' || row.status === 'approved') && !locked && canReject ? (
        <Button variant="secondary" className="min-h-9 px-3" onClick={() => setOpen('reject')}>
          {t('withdrawals.reject')}
        </Button>
      ) : null}
      {row.status === 'approved' && !locked && canPay ? (
        <Button className="min-h-9 px-3" onClick={() => setOpen('pay')}>
          {t('withdrawals.pay')}
        </Button>
      ) : null}
      {openClaim && !locked && canReview ? (
        <>
          <Button variant="secondary" className="min-h-9 px-3" onClick={() => setOpen('stands')}>
            {t('withdrawals.review.paid')}
          </Button>
          <Button className="min-h-9 px-3" onClick={() => setOpen('refund')}>
            {t('withdrawals.review.refund')}
          </Button>
        </>
      ) : null}
      {row.proofCount > 0 ? (
        <Button variant="ghost" className="min-h-9 px-3" onClick={() => setOpen('proofs')}>
          {t('withdrawals.proofs', { count: row.proofCount })}
        </Button>
      ) : null}
      <ReasonDialog
        open={open === 'approve'}
        onOpenChange={close}
        title={`${row.needsSecondPerson ? t('withdrawals.askApproval') : t('withdrawals.approve')}: ${subject}`}
        description={row.needsSecondPerson ? t('withdrawals.askApproval.hint') : undefined}
        confirmLabel={row.needsSecondPerson ? t('withdrawals.askApproval') : t('withdrawals.approve')}
        onConfirm={(reason) => step.mutateAsync({ step: 'approve', merchant, withdrawalId: row.id, reason })}
      />
      <ReasonDialog
        open={open === 'reject'}
        onOpenChange={close}
        title={`${t('withdrawals.reject')}: ${subject}`}
        description={t('withdrawals.reject.hint')}
        confirmLabel={t('withdrawals.reject')}
        onConfirm={(reason) => step.mutateAsync({ step: 'reject', merchant, withdrawalId: row.id, reason })}
      />
      {(['stands', 'refund'] as const).map((kind) => (
        <ReasonDialog
          key={kind}
          open={open === kind}
          onOpenChange={close}
          title={`${t(kind === 'stands' ? 'withdrawals.review.paid' : 'withdrawals.review.refund')}: ${subject}`}
          description={t(`withdrawals.review.${kind === 'stands' ? 'paid' : 'refund'}.hint`, {
            remainder: row.remainder ?? '',
          })}
          confirmLabel={t(kind === 'stands' ? 'withdrawals.review.paid' : 'withdrawals.review.refund')}
          onConfirm={(reason) =>
            review.mutateAsync({
              merchant,
              withdrawalId: row.id,
              decision: kind === 'stands' ? 'paid' : 'refund',
              reason,
            })
          }
        />
      ))}
      <Dialog
        open={open === 'pay'}
        onOpenChange={close}
        title={`${t('withdrawals.pay')}: ${subject}`}
        description={t('withdrawals.pay.hint', {
          bank: row.bankAccount.bankName,
          number: row.bankAccount.accountNumber,
          payee: row.bankAccount.payeeName,
        })}
      >
        <ErrorText error={step.error} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(null)}>
            {t('action.cancel')}
          </Button>
          <Button
            disabled={step.isPending}
            onClick={() =>
              void step
                .mutateAsync({ step: 'pay', merchant, withdrawalId: row.id })
                .then(() => setOpen(null))
                .catch(() => undefined)
            }
          >
            {t('withdrawals.pay')}
          </Button>
        </div>
      </Dialog>
      {open === 'proofs' ? (
        <ProofsDialog merchant={merchant} row={row} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}

function ProofsDialog({
  merchant,
  row,
  onClose,
}: {
  merchant: string;
  row: WithdrawalRow;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const { data, error } = useQuery(withdrawalProofsQuery(merchant, row.id));
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      width={640}
      title={`${t('withdrawals.proofs', { count: row.proofCount })}: ${row.memberAccount} · ${row.amount}`}
      description={
        row.confirmation
          ? t(`withdrawals.confirmation.${row.confirmation}`, { remainder: row.remainder ?? '' })
          : undefined
      }
    >
      <ErrorText error={error} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {data?.proofs.map((proof, index) => (
          <img
            key={proof.id}
            src={proof.dataUrl}
            alt={t('withdrawals.proof', { number: index + 1 })}
            className="max-h-96 w-full rounded-xl border border-line object-contain"
          />
        ))}
      </div>
    </Dialog>
  );
}
