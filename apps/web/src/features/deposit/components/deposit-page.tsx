import { type DepositMethods, ZDepositBody } from '@platform/contracts/deposits/schemas';
import { Button } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, CreditCard, Landmark } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { amountWithin, scaleOf } from '../../../shared/lib/money-input.ts';
import { RequestId } from '../../../shared/lib/request-id.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { FeePreview } from '../../../shared/ui/fee-preview.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { depositQueries, startDeposit } from '../api/deposits.ts';
import { DepositHistory } from './deposit-history.tsx';
import { DepositMessages } from './deposit-messages.tsx';

type Method = DepositMethods['methods'][number];

const FIELDS = ['amount', 'reference'] as const;

/** The refusals of the server that belong to one field. */
const REFUSAL_FIELDS: Partial<Record<string, (typeof FIELDS)[number]>> = {
  'amount.invalid': 'amount',
  'deposit.amount.range': 'amount',
  'deposit.fee.exceeds': 'amount',
  'deposit.reference.required': 'reference',
};

/** The deposit page (depositv2): choose a method, pay, and follow the deposits and their messages. */
export function DepositPage(): ReactNode {
  const { t } = useTranslation('deposit');
  const { data, error, refetch } = useQuery(depositQueries.methods());
  const [chosen, setChosen] = useState<string | null>(null);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="h-64" />;
  if (data.methods.length === 0) return <p className="text-ink-muted">{t('none')}</p>;
  const method = data.methods.find(({ code }) => code === chosen) ?? data.methods[0];

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-base font-bold">{t('method')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {data.methods.map((option) => {
            const Icon = option.kind === 'bank_transfer' ? Landmark : CreditCard;
            const isChosen = option.code === method?.code;
            return (
              <label
                key={option.code}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/60',
                  isChosen ? 'border-accent bg-accent/10' : 'border-line hover:bg-surface-2',
                )}
              >
                <input
                  type="radio"
                  name="deposit-method"
                  value={option.code}
                  checked={isChosen}
                  onChange={() => setChosen(option.code)}
                  className="sr-only"
                />
                <Icon aria-hidden="true" className="size-5 shrink-0 text-accent-text" />
                <span className="font-semibold">{option.name}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {method && <DepositForm key={method.code} method={method} currency={data.currency} />}
      <DepositMessages currency={data.currency} />
      <section className="flex flex-col gap-3">
        <h3 className="text-base font-bold">{t('history.title')}</h3>
        <DepositHistory currency={data.currency} />
      </section>
    </div>
  );
}

function CopyRow({ label, value }: { label: string; value: string }): ReactNode {
  const { t } = useTranslation('deposit');
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex items-center gap-3 px-4 py-2.5">
      <dl className="min-w-0 flex-1">
        <dt className="text-xs text-ink-muted">{label}</dt>
        <dd className="font-semibold break-words select-all" dir="ltr">
          {value}
        </dd>
      </dl>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('copy', { field: label })}
        onClick={() =>
          navigator.clipboard?.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? (
          <Check aria-hidden="true" className="size-5 text-success-text" />
        ) : (
          <Copy aria-hidden="true" className="size-5" />
        )}
      </Button>
    </div>
  );
}

function DepositForm({ method, currency }: { method: Method; currency: string }): ReactNode {
  const { t } = useTranslation('deposit');
  const id = useId();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const requestId = useRef(new RequestId());
  const { t: tCommon } = useTranslation('common');
  const form = useFieldErrors(FIELDS);
  const [typed, setTyped] = useState('');
  const scale = scaleOf(method.minAmount);
  const mutation = useMutation({
    mutationFn: startDeposit,
    onSuccess: (deposit) => {
      requestId.current.settle();
      void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
      // An online payment continues on the gateway's page, which brings the member back here.
      if (deposit.payUrl) window.location.assign(deposit.payUrl);
      else toast.success(t('submitted'));
    },
    onError: (failure) => {
      requestId.current.settle(failure);
      form.showFailure(failure, (code) => REFUSAL_FIELDS[code]);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const amount = String(data.get('amount') ?? '').trim();
    const reference = String(data.get('reference') ?? '').trim();
    const body = {
      method: method.code,
      amount,
      ...(method.kind === 'bank_transfer' ? { reference } : {}),
      requestId: requestId.current.get(),
    };
    const inRange = amountWithin(amount, { min: method.minAmount, max: method.maxAmount }) !== null;
    const range = { min: money(method.minAmount, currency), max: money(method.maxAmount, currency) };
    const errors = {
      // A transfer is matched by its reference: the server refuses one without it.
      ...(method.kind === 'bank_transfer' && reference === '' ? { reference: tCommon('form.required') } : {}),
      ...(amount === ''
        ? { amount: tCommon('form.required') }
        : inRange
          ? {}
          : { amount: t('amountRange', range) }),
    };
    if (form.check(ZDepositBody, body, errors)) mutation.mutate(body);
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      aria-label={method.name}
      className="flex flex-col gap-4"
    >
      {method.bank && (
        <section aria-labelledby={`${id}-bank`} className="flex flex-col gap-2">
          <h3 id={`${id}-bank`} className="text-sm font-semibold">
            {t('bank.title')}
          </h3>
          <div className="divide-y divide-line rounded-2xl border border-line bg-surface-2">
            <CopyRow label={t('bank.bankName')} value={method.bank.bankName} />
            <CopyRow label={t('bank.accountName')} value={method.bank.accountName} />
            <CopyRow label={t('bank.accountNumber')} value={method.bank.accountNumber} />
            {method.bank.branch && <CopyRow label={t('bank.branch')} value={method.bank.branch} />}
          </div>
          <p className="text-xs text-ink-muted">{t('bank.hint')}</p>
        </section>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <TextField
            name="amount"
            label={t('amount')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            isRequired
            error={form.errors.amount}
            onChange={(event) => setTyped(event.target.value.trim())}
          />
          <p className="mt-1 text-xs text-ink-muted">
            {t('limits', { min: money(method.minAmount, currency), max: money(method.maxAmount, currency) })}
          </p>
          <FeePreview
            typed={typed}
            scale={scale}
            terms={method.fee}
            currency={currency}
            text={(amounts) => t('fee', amounts)}
            testId="deposit-fee"
          />
        </div>
        {method.kind === 'bank_transfer' && (
          <TextField
            name="reference"
            label={t('reference')}
            autoComplete="name"
            maxLength={64}
            isRequired
            error={form.errors.reference}
          />
        )}
      </div>
      <FormError error={form.summary(mutation.error)} />
      <Button
        type="submit"
        size="lg"
        className="self-start"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
      >
        {t(mutation.isPending ? 'pending' : method.kind === 'online' ? 'payOnline' : 'submit')}
      </Button>
    </form>
  );
}
