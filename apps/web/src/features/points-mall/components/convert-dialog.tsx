import { ZConvertBody } from '@platform/contracts/loyalty/schemas';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { scaleOf } from '../../../shared/lib/money-input.ts';
import { RequestId } from '../../../shared/lib/request-id.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { PaymentPasswordField } from '../../../shared/ui/payment-password-field.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { convert } from '../api/points-mall.ts';

const FIELDS = ['points', 'paymentPassword'] as const;
/** A refusal about the points asked for, which the server names by its code only. */
const REFUSAL_FIELDS: Partial<Record<string, (typeof FIELDS)[number]>> = { 'points.insufficient': 'points' };

type ConvertRate = { points: string; amount: string; minPoints: string };

/** The cash `points` buy at the rate, in the rate's own scale; null when off the rate's steps. */
function cashFor(rate: ConvertRate, points: bigint): string | null {
  const step = BigInt(rate.points);
  const scale = scaleOf(rate.amount);
  const perStep = parseMoney(rate.amount, scale);
  if (perStep === null || points < BigInt(rate.minPoints) || points % step !== 0n) return null;
  return formatMinorUnits((points / step) * perStep, scale);
}

/**
 * Converts points into cash in the main wallet at the brand's rate: the points (in the rate's steps,
 * at least its minimum) and the payment password. The request keeps its id until the server answers,
 * so a retry never converts twice.
 */
export function ConvertDialog({
  rate,
  points,
  onClose,
}: {
  rate: ConvertRate;
  points: bigint;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation('loyalty');
  const queryClient = useQueryClient();
  const requestId = useRef(new RequestId());
  const step = BigInt(rate.points);
  const most = points - (points % step);
  const [amount, setAmount] = useState(() => String(most >= BigInt(rate.minPoints) ? most : rate.minPoints));
  const wanted = /^\d{1,15}$/.test(amount) ? BigInt(amount) : 0n;
  const cash = cashFor(rate, wanted);
  const form = useFieldErrors(FIELDS);
  const stepsHint = t('convert.hint', {
    min: Number(rate.minPoints).toLocaleString(),
    step: Number(rate.points).toLocaleString(),
  });
  const mutation = useMutation({
    mutationFn: convert,
    onSuccess: (done) => {
      requestId.current.settle();
      toast.success(t('convert.done', { amount: done.amount }));
      void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
      onClose();
    },
    onError: (failure) => {
      requestId.current.settle(failure);
      form.showFailure(failure, (code) => REFUSAL_FIELDS[code]);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = {
      points: amount,
      paymentPassword: String(data.get('paymentPassword') ?? ''),
      requestId: requestId.current.get(),
    };
    const pointsError = wanted > points ? t('convert.notEnough') : cash === null ? stepsHint : undefined;
    if (form.check(ZConvertBody, body, pointsError ? { points: pointsError } : {})) mutation.mutate(body);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('convert.title')}
      description={t('convert.rate', { points: Number(rate.points).toLocaleString(), amount: rate.amount })}
    >
      <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5 sm:max-w-48">
          <TextField
            name="points"
            label={t('convert.points')}
            inputMode="numeric"
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
            maxLength={15}
            isRequired
            error={form.errors.points}
          />
          {!form.errors.points && <p className="text-xs text-ink-muted">{stepsHint}</p>}
        </div>
        <dl className="grid grid-cols-2 gap-2 rounded-2xl bg-surface-2 px-4 py-3 text-sm">
          <dt className="text-ink-muted">{t('convert.cash')}</dt>
          <dd className="text-end font-bold text-success-text tabular-nums" data-testid="convert-cash">
            {cash ?? '—'}
          </dd>
          <dt className="text-ink-muted">{t('redeem.after')}</dt>
          <dd className="text-end tabular-nums">{Number(points - wanted).toLocaleString()}</dd>
        </dl>
        {wanted > points && !form.errors.points && (
          <p className="text-sm text-danger-text">{t('convert.notEnough')}</p>
        )}
        <PaymentPasswordField label={t('redeem.paymentPassword')} error={form.errors.paymentPassword} />
        <FormError error={form.summary(mutation.error)} />
        <Button type="submit" size="lg" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {t(mutation.isPending ? 'redeem.pending' : 'convert.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
