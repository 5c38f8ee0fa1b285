import type { Withdrawal } from '@platform/contracts/withdrawals/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { base64Of } from '../../../shared/lib/file-base64.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { FormError } from '../../auth/components/form-error.tsx';
import { useMoneyFormat } from '../../wallet/model/use-money-format.ts';
import { confirmReceipt, sendProof } from '../api/withdrawals.ts';

type Outcome = 'received' | 'partly_received' | 'not_received';
const MAX_PROOFS = 3;
const MAX_BYTES = 5 * 1024 * 1024;

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
  const [fileError, setFileError] = useState<string | undefined>();
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  // Previews of images no longer chosen are freed.
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const mutation = useMutation({
    mutationFn: async () => {
      if (outcome === 'not_received')
        for (const file of files.slice(withdrawal.proofCount))
          await sendProof(withdrawal.id, await base64Of(file));
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
  });
  // A preview only: the server works out the remainder in minor units.
  const remainder = Number(withdrawal.amount) - Number(received || 0);
  const scale = withdrawal.amount.split('.')[1]?.length ?? 0;

  const choose = (picked: FileList | null) => {
    const chosen = [...files, ...(picked ? [...picked] : [])];
    const fit = chosen.filter(
      (file) => ['image/png', 'image/jpeg'].includes(file.type) && file.size <= MAX_BYTES,
    );
    setFileError(fit.length < chosen.length ? t('confirm.proofInvalid') : undefined);
    setFiles(fit.slice(0, MAX_PROOFS));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate();
  };

  return (
    <form
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
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-received`} className="text-sm font-medium">
            {t('confirm.amountReceived')}
          </label>
          <input
            id={`${id}-received`}
            inputMode="decimal"
            value={received}
            onChange={(event) => setReceived(event.currentTarget.value)}
            className="min-h-11 rounded-xl border border-line bg-surface-0 px-3.5 text-base text-ink outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 sm:max-w-60 sm:text-sm"
          />
          {remainder > 0 && remainder < Number(withdrawal.amount) && (
            <p className="text-sm text-ink-muted" data-testid="withdrawal-remainder">
              {t('confirm.remainder', { amount: money(remainder.toFixed(scale), currency) })}
            </p>
          )}
        </div>
      )}
      {outcome === 'not_received' && (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-proofs`} className="text-sm font-medium">
            {t('confirm.proofs')}
          </label>
          <input
            id={`${id}-proofs`}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            disabled={files.length >= MAX_PROOFS}
            onChange={(event) => {
              choose(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
            className="text-sm file:me-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-surface-3 file:px-4 file:font-semibold file:text-ink"
          />
          {fileError && <p className="text-sm text-danger-text">{fileError}</p>}
          {files.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {previews.map((url, index) => (
                <li key={url} className="relative">
                  <img src={url} alt="" className="size-20 rounded-lg border border-line object-cover" />
                  <button
                    type="button"
                    onClick={() => setFiles(files.filter((_, at) => at !== index))}
                    aria-label={t('confirm.removeProof', { n: index + 1 })}
                    className="absolute -end-2 -top-2 grid size-7 place-items-center rounded-full bg-surface-1 shadow-card"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <FormError error={mutation.error} />
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
