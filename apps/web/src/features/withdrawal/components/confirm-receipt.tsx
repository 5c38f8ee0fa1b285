import type { Withdrawal } from '@platform/contracts/withdrawals/schemas';
import { Button } from '@platform/ui/button.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { ImagePicker } from '../../../shared/ui/image-picker.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { confirmReceipt, sendProof } from '../api/withdrawals.ts';
import { receiptRemainder } from '../model/receipt-remainder.ts';

type Outcome = 'received' | 'partly_received' | 'not_received';
const MAX_PROOFS = 3;
const MAX_BYTES = 5 * 1024 * 1024;
const FIELDS = ['receivedAmount', 'proofs'] as const;
/** The proof images go by their own call: its refusals, and the missing proof, belong to the picker. */
const REFUSAL_FIELDS: Partial<Record<string, (typeof FIELDS)[number]>> = {
  'withdrawal.proof.required': 'proofs',
  'withdrawal.proof.invalid': 'proofs',
  'withdrawal.proof.limit': 'proofs',
};

/**
 * The member's confirmation of a paid withdrawal (spec section 4): received, partly received (the
 * remainder shown as they type) or not received with up to 3 proof images, previewed before sending.
 */
export function ConfirmReceipt({
  withdrawal,
  currency,
}: {
  withdrawal: Withdrawal;
  currency: string;
}): ReactNode {
  const { t } = useTranslation('withdrawal');
  const id = useId();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>('received');
  const [received, setReceived] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const form = useFieldErrors(FIELDS);
  const mutation = useMutation({
    mutationFn: async () => {
      if (outcome === 'not_received')
        for (const file of files.slice(withdrawal.proofCount)) await sendProof(withdrawal.id, file);
      return confirmReceipt({
        withdrawalId: withdrawal.id,
        outcome,
        ...(outcome === 'partly_received' ? { receivedAmount: received.trim() } : {}),
      });
    },
    onSuccess: () => {
      toast.success(t('confirm.done'));
      void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
    },
    onError: (error) => form.showFailure(error, (code) => REFUSAL_FIELDS[code]),
  });
  const remainder = receiptRemainder(withdrawal.netAmount, received);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const isValid = form.show({
      receivedAmount:
        outcome === 'partly_received' && remainder === null ? t('confirm.amountInvalid') : undefined,
      proofs:
        outcome === 'not_received' && files.length === 0 && withdrawal.proofCount === 0
          ? t('confirm.proofRequired')
          : undefined,
    });
    if (isValid) mutation.mutate();
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      aria-label={t('confirm.title')}
      className="mt-3 flex w-full flex-col gap-3 rounded-xl bg-surface-2 p-4"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('confirm.title')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['received', 'partly_received', 'not_received'] as const).map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-surface-1 px-3 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent/10"
            >
              <input
                type="radio"
                name={`${id}-outcome`}
                value={option}
                checked={outcome === option}
                onChange={() => setOutcome(option)}
                className="accent-[var(--accent)]"
              />
              {t(`confirm.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {outcome === 'partly_received' && (
        <div className="flex flex-col gap-1.5 sm:max-w-60">
          <TextField
            name="receivedAmount"
            label={t('confirm.amountReceived')}
            inputMode="decimal"
            value={received}
            onChange={(event) => setReceived(event.currentTarget.value)}
            isRequired
            error={form.errors.receivedAmount}
          />
          {remainder !== null && (
            <p className="text-sm text-ink-muted" data-testid="withdrawal-remainder">
              {t('confirm.remainder', { amount: money(remainder, currency) })}
            </p>
          )}
        </div>
      )}
      {outcome === 'not_received' && (
        <ImagePicker
          label={t('confirm.proofs')}
          files={files}
          onFilesChange={setFiles}
          maxFiles={MAX_PROOFS}
          maxBytes={MAX_BYTES}
          invalidMessage={t('confirm.proofInvalid')}
          removeLabel={(n) => t('confirm.removeProof', { n })}
          error={form.errors.proofs}
        />
      )}
      <FormError error={form.summary(mutation.error)} />
      <Button
        type="submit"
        variant="secondary"
        className="self-start"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
      >
        {t(mutation.isPending ? 'confirm.pending' : 'confirm.submit')}
      </Button>
    </form>
  );
}
