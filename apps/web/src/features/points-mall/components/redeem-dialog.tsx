import { ZRedeemBody } from '@platform/contracts/loyalty/schemas';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { RequestId } from '../../../shared/lib/request-id.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { PaymentPasswordField } from '../../../shared/ui/payment-password-field.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { redeem } from '../api/points-mall.ts';
import type { MallProduct } from '../model/mall-product.ts';

const MAX_QUANTITY = 100;
const FIELDS = ['quantity', 'paymentPassword'] as const;
/** Refusals about the quantity asked for, which the server names by their codes only. */
const REFUSAL_FIELDS: Partial<Record<string, (typeof FIELDS)[number]>> = {
  'points.insufficient': 'quantity',
  'mall.stock.insufficient': 'quantity',
};

/**
 * Redeems a product: the quantity (up to what is left and what the points pay for) and the payment
 * password. The request keeps its id until the server answers, so a retry never redeems twice.
 */
export function RedeemDialog({
  product,
  points,
  onClose,
}: {
  product: MallProduct;
  points: bigint;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation('loyalty');
  const queryClient = useQueryClient();
  const requestId = useRef(new RequestId());
  const [quantity, setQuantity] = useState(1);
  const price = BigInt(product.points);
  const affordable = Number(points / price);
  const most = Math.max(1, Math.min(product.stock, affordable, MAX_QUANTITY));
  const total = price * BigInt(quantity);
  const form = useFieldErrors(FIELDS);
  const mutation = useMutation({
    mutationFn: redeem,
    onSuccess: () => {
      requestId.current.settle();
      toast.success(t('redeem.done'));
      void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
      void queryClient.invalidateQueries({ queryKey: ['points-mall', 'products'] });
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
      productId: product.id,
      quantity,
      paymentPassword: String(data.get('paymentPassword') ?? ''),
      requestId: requestId.current.get(),
    };
    const extra = total > points ? { quantity: t('redeem.notEnough') } : {};
    if (form.check(ZRedeemBody, body, extra)) mutation.mutate(body);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('redeem.title')}
      description={product.name}
    >
      <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="sm:max-w-48">
          <TextField
            name="quantity"
            label={t('redeem.quantity')}
            type="number"
            min={1}
            max={most}
            value={quantity}
            onChange={(event) => setQuantity(Math.min(most, Math.max(1, Number(event.target.value) || 1)))}
            isRequired
            error={form.errors.quantity}
          />
        </div>
        <dl className="grid grid-cols-2 gap-2 rounded-2xl bg-surface-2 px-4 py-3 text-sm">
          <dt className="text-ink-muted">{t('redeem.total')}</dt>
          <dd className="text-end font-bold tabular-nums" data-testid="redeem-total">
            {Number(total).toLocaleString()}
          </dd>
          <dt className="text-ink-muted">{t('redeem.after')}</dt>
          <dd className="text-end tabular-nums">{Number(points - total).toLocaleString()}</dd>
        </dl>
        {total > points && !form.errors.quantity && (
          <p className="text-sm text-danger-text">{t('redeem.notEnough')}</p>
        )}
        <PaymentPasswordField label={t('redeem.paymentPassword')} error={form.errors.paymentPassword} />
        <p className="text-xs text-ink-muted">{t('redeem.review')}</p>
        <FormError error={form.summary(mutation.error)} />
        <Button type="submit" size="lg" disabled={mutation.isPending} aria-busy={mutation.isPending}>
          {t(mutation.isPending ? 'redeem.pending' : 'redeem.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
