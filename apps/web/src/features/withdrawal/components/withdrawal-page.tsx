import type { MoneyMessageKind } from '@platform/contracts/member-messages/schemas';
import type { FeeTermsView } from '@platform/contracts/payments/fees';
import {
  type Withdrawal,
  type WithdrawalMethod,
  ZWithdrawalBody,
} from '@platform/contracts/withdrawals/schemas';
import { Button } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { profileQueries } from '../../../shared/api/profile.ts';
import { walletQueries } from '../../../shared/api/wallet-queries.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { amountWithin, scaleOf } from '../../../shared/lib/money-input.ts';
import { RequestId } from '../../../shared/lib/request-id.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { FeePreview } from '../../../shared/ui/fee-preview.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { SetupNotice } from '../../../shared/ui/setup-notice.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { withdraw, withdrawalQueries } from '../api/withdrawals.ts';
import { ConfirmReceipt } from './confirm-receipt.tsx';

const STATUS_TONE: Record<Withdrawal['status'], string> = {
  pending: 'bg-warm/15 text-warm-text',
  approved: 'bg-accent/15 text-accent-text',
  paid: 'bg-success/15 text-success-text',
  rejected: 'bg-danger/10 text-danger-text',
};

/** The withdrawal page (withdraw): ask to withdraw to a bound account, then follow it and its messages. */
export function WithdrawalPage(): ReactNode {
  const { t } = useTranslation('withdrawal');
  const { data: profile } = useQuery(profileQueries.profile());
  const { data: accounts } = useQuery(withdrawalQueries.bankAccounts());
  const { data: balance } = useQuery(walletQueries.balance());
  const { data: list, error, refetch } = useQuery(withdrawalQueries.list());
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!profile || !accounts || !balance || !list) return <Skeleton className="h-64" />;
  const isReady = profile.hasPaymentPassword && accounts.accounts.length > 0;

  return (
    <div className="flex flex-col gap-6">
      {!isReady ? (
        <SetupNotice message={t('page.needSetup')} action={t('page.goSetup')} />
      ) : list.methods.length === 0 ? (
        <p className="rounded-2xl bg-surface-2 px-5 py-4 text-sm">{t('page.noMethods')}</p>
      ) : (
        <WithdrawalForm
          accounts={accounts.accounts}
          available={balance.wallets.find(({ wallet }) => wallet === 'main')?.balance ?? '0'}
          currency={balance.currency}
          methods={list.methods}
        />
      )}
      <WithdrawalMessages currency={balance.currency} />
      <section className="flex flex-col gap-3">
        <h3 className="text-base font-bold">{t('history.title')}</h3>
        <WithdrawalHistory withdrawals={list.withdrawals} currency={balance.currency} />
      </section>
    </div>
  );
}

const FIELDS = ['bankAccountId', 'amount', 'paymentPassword'] as const;

/** The refusals of the server that belong to one field and do not name it (a wrong amount or password does). */
const REFUSAL_FIELDS: Partial<Record<string, (typeof FIELDS)[number]>> = {
  'withdrawal.amount.range': 'amount',
  'withdrawal.fee.exceeds': 'amount',
  'funds.insufficient': 'amount',
  'payment.password.invalid': 'paymentPassword',
  'bank.account.unknown': 'bankAccountId',
};

type FormProps = {
  accounts: { id: string; bankName: string; accountNumber: string }[];
  available: string;
  currency: string;
  /** The ways out the brand offers, in its order, each with its limits and fee terms. */
  methods: { method: WithdrawalMethod; minAmount: string; maxAmount: string; fee: FeeTermsView }[];
};

function WithdrawalForm({ accounts, available, currency, methods }: FormProps): ReactNode {
  const { t } = useTranslation('withdrawal');
  const id = useId();
  const [method, setMethod] = useState(methods[0]?.method);
  const chosen = methods.find((entry) => entry.method === method) ?? methods[0];
  const limits = { min: chosen?.minAmount ?? '0', max: chosen?.maxAmount ?? '0' };
  const [typed, setTyped] = useState('');
  const scale = scaleOf(limits.min);
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const requestId = useRef(new RequestId());
  const [formKey, setFormKey] = useState(0);
  const { t: tCommon } = useTranslation('common');
  const form = useFieldErrors(FIELDS);
  const mutation = useMutation({
    mutationFn: withdraw,
    onSuccess: () => {
      requestId.current.settle();
      toast.success(t('page.submitted'));
      form.clear();
      setFormKey((key) => key + 1);
      setTyped('');
      void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
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
      method: chosen?.method,
      bankAccountId: String(data.get('bankAccountId') ?? ''),
      amount: String(data.get('amount') ?? '').trim(),
      paymentPassword: String(data.get('paymentPassword') ?? ''),
      requestId: requestId.current.get(),
    };
    const range = { min: money(limits.min, currency), max: money(limits.max, currency) };
    const amountError =
      body.amount === ''
        ? { amount: tCommon('form.required') }
        : amountWithin(body.amount, limits) === null
          ? { amount: t('page.amountRange', range) }
          : {};
    if (form.check(ZWithdrawalBody, body, amountError)) mutation.mutate(body);
  };

  return (
    <form
      key={formKey}
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      aria-label={t('page.title')}
      className="flex flex-col gap-4"
    >
      <p className="rounded-2xl bg-surface-2 px-5 py-4">
        <span className="block text-sm text-ink-muted">{t('page.available')}</span>
        <span className="text-2xl font-bold tabular-nums" data-testid="withdrawal-available">
          {money(available, currency)}
        </span>
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-method`} className="text-sm font-medium">
          {t('page.method')}
        </label>
        <select
          id={`${id}-method`}
          value={chosen?.method}
          onChange={(event) => setMethod(event.target.value as WithdrawalMethod)}
          className="min-h-11 rounded-xl border border-line bg-surface-0 px-3.5 text-base text-ink outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 sm:text-sm"
        >
          {methods.map((entry) => (
            <option key={entry.method} value={entry.method}>
              {t(`page.method.${entry.method}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-account`} className="text-sm font-medium">
          {t('page.account')}
        </label>
        <select
          id={`${id}-account`}
          name="bankAccountId"
          className="min-h-11 rounded-xl border border-line bg-surface-0 px-3.5 text-base text-ink outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 sm:text-sm"
        >
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {`${account.bankName} · ${account.accountNumber}`}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <TextField
            name="amount"
            label={t('page.amount')}
            inputMode="decimal"
            maxLength={20}
            isRequired
            error={form.errors.amount}
            onChange={(event) => setTyped(event.target.value.trim())}
          />
          <p className="mt-1 text-xs text-ink-muted">
            {t('page.limits', { min: money(limits.min, currency), max: money(limits.max, currency) })}
          </p>
          {chosen && (
            <FeePreview
              typed={typed}
              scale={scale}
              terms={chosen.fee}
              currency={currency}
              text={(amounts) => t('page.fee', amounts)}
              testId="withdrawal-fee"
            />
          )}
        </div>
        <TextField
          name="paymentPassword"
          type="password"
          label={t('paymentPassword.title')}
          autoComplete="off"
          maxLength={20}
          isRequired
          error={form.errors.paymentPassword}
        />
      </div>
      <FormError error={form.summary(mutation.error)} />
      <Button
        type="submit"
        size="lg"
        className="self-start"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
      >
        {t(mutation.isPending ? 'page.pending' : 'page.submit')}
      </Button>
    </form>
  );
}

function WithdrawalHistory({
  withdrawals,
  currency,
}: {
  withdrawals: Withdrawal[];
  currency: string;
}): ReactNode {
  const { t } = useTranslation('withdrawal');
  const money = useMoneyFormat();
  if (withdrawals.length === 0) return <p className="text-sm text-ink-muted">{t('history.empty')}</p>;
  return (
    <ul aria-label={t('history.title')} className="divide-y divide-line rounded-2xl border border-line">
      {withdrawals.map((withdrawal) => (
        <li
          key={withdrawal.id}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 text-sm"
        >
          <div className="min-w-48 flex-1">
            <p className="font-semibold" dir="ltr">
              {`${withdrawal.bankAccount.bankName} · ${withdrawal.bankAccount.accountNumber}`}
            </p>
            <p className="text-xs text-ink-muted tabular-nums">
              {formatGmt8(new Date(withdrawal.createdAt))}
            </p>
            {withdrawal.note && (
              <p className="text-xs text-ink-muted">{t('history.note', { note: withdrawal.note })}</p>
            )}
            {Number(withdrawal.fee) > 0 && (
              <p className="text-xs text-ink-muted tabular-nums">
                {t('page.fee', {
                  fee: money(withdrawal.fee, currency),
                  net: money(withdrawal.netAmount, currency),
                })}
              </p>
            )}
            {withdrawal.confirmation && (
              <p className="text-xs text-ink-muted">
                {t(`state.${withdrawal.confirmation}`, {
                  amount: money(withdrawal.remainder ?? '0', currency),
                })}
                {withdrawal.review && ` · ${t(`review.${withdrawal.review}`)}`}
              </p>
            )}
          </div>
          <div className="flex shrink-0 items-center gap-3">
            <span className="font-semibold tabular-nums">{money(withdrawal.amount, currency)}</span>
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
                STATUS_TONE[withdrawal.status],
              )}
            >
              {t(`status.${withdrawal.status}`)}
            </span>
          </div>
          {withdrawal.status === 'paid' && withdrawal.confirmation === null && (
            <ConfirmReceipt withdrawal={withdrawal} currency={currency} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The withdrawal page's text for each of its messages' kinds. */
const MESSAGE_TEXT: Partial<Record<MoneyMessageKind, `messages.${'approved' | 'paid' | 'rejected'}`>> = {
  'withdrawal.approved': 'messages.approved',
  'withdrawal.paid': 'messages.paid',
  'withdrawal.rejected': 'messages.rejected',
};

function WithdrawalMessages({ currency }: { currency: string }): ReactNode {
  const { t } = useTranslation('withdrawal');
  const money = useMoneyFormat();
  const { data } = useQuery(withdrawalQueries.messages());
  if (!data || data.messages.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-bold">{t('messages.title')}</h3>
      <ul className="flex flex-col gap-1.5 text-sm">
        {data.messages.map((message) => (
          <li
            key={message.id}
            className="flex flex-wrap justify-between gap-2 rounded-xl bg-surface-2 px-3.5 py-2"
          >
            <span>
              {t(MESSAGE_TEXT[message.kind] ?? 'messages.rejected', {
                amount: money(message.amount, currency),
              })}
            </span>
            <span className="text-xs text-ink-muted tabular-nums">
              {formatGmt8(new Date(message.createdAt))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
