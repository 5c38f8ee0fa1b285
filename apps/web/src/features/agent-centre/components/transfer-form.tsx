import type { transferToDownline } from '@platform/contracts/agents/routes';
import { ZUplineTransferBody } from '@platform/contracts/agents/schemas';
import type { RouteValue } from '@platform/contracts/endpoint';
import { formatMinorUnits, parseMoney } from '@platform/contracts/money';
import { Button } from '@platform/ui/button.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { profileQueries } from '../../../shared/api/profile.ts';
import { walletQueries } from '../../../shared/api/wallet-queries.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { scaleOf } from '../../../shared/lib/money-input.ts';
import { RequestId } from '../../../shared/lib/request-id.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { PaymentPasswordField } from '../../../shared/ui/payment-password-field.tsx';
import { SetupNotice } from '../../../shared/ui/setup-notice.tsx';
import { payDownline, payUpline } from '../api/agent-queries.ts';

/** Who receives: a member of the agent's downline (whose balance the agent sees), or the sender's upline. */
export type TransferRecipient =
  | { kind: 'downline'; memberId: string; account: string; balance: string }
  | { kind: 'upline' };

type Done = RouteValue<typeof transferToDownline>;
const FIELDS = ['amount', 'paymentPassword'] as const;
/** A refusal about the amount that the ledger names by its code only. */
const REFUSAL_FIELDS: Partial<Record<string, (typeof FIELDS)[number]>> = { 'funds.insufficient': 'amount' };
type Draft = { amount: string; minor: bigint; paymentPassword: string };

/**
 * A transfer between main wallets, in three steps: the amount and the payment password; a check of
 * what moves, with the sender's balance before and after and, for a downline member, the recipient's
 * too (the upline's balance is not the sender's to see); then what the server answers. Without a
 * payment password the form sends the member to set one, as the withdrawal does.
 */
export function TransferForm({ to, onDone }: { to: TransferRecipient; onDone?: () => void }): ReactNode {
  const { t } = useTranslation('agent');
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const requestId = useRef(new RequestId());
  const [draft, setDraft] = useState<Draft | null>(null);
  const [isReviewing, setIsReviewing] = useState(false);
  const form = useFieldErrors(FIELDS);
  const { data: profile, error, refetch } = useQuery(profileQueries.profile());
  const { data: wallets } = useQuery(walletQueries.balance());
  const send = useMutation({
    mutationFn: ({ amount, paymentPassword }: Draft) => {
      const body = { amount, paymentPassword, requestId: requestId.current.get() };
      return to.kind === 'downline' ? payDownline({ ...body, memberId: to.memberId }) : payUpline(body);
    },
    onSuccess: () => {
      requestId.current.settle();
      void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
    },
    onError: (failure) => {
      requestId.current.settle(failure);
      form.showFailure(failure, (code) => REFUSAL_FIELDS[code]);
      // A refusal of a field takes the member back to the form, to that field.
      if (form.summary(failure) === null) setIsReviewing(false);
    },
  });

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!profile || !wallets) return <Skeleton className="h-48" />;
  if (!profile.hasPaymentPassword)
    return <SetupNotice message={t('transfer.needPassword')} action={t('transfer.goSetup')} />;

  const { currency } = wallets;
  const available = wallets.wallets.find(({ wallet }) => wallet === 'main')?.balance ?? '0';
  const scale = scaleOf(available);
  const minorOf = (wire: string) => parseMoney(wire.replace(/^-/, ''), scale) ?? 0n;
  const signedMinor = (wire: string) => (wire.startsWith('-') ? -minorOf(wire) : minorOf(wire));
  const show = (minor: bigint) =>
    money(minor < 0n ? `-${formatMinorUnits(-minor, scale)}` : formatMinorUnits(minor, scale), currency);
  const recipientName = to.kind === 'downline' ? to.account : t('transfer.yourUpline');

  if (send.data)
    return (
      <TransferDone
        value={send.data}
        recipient={to.kind === 'downline' ? to.account : null}
        format={(wire) => money(wire, currency)}
        onAnother={() => {
          send.reset();
          setDraft(null);
          setIsReviewing(false);
        }}
        {...(onDone ? { onClose: onDone } : {})}
      />
    );

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const amount = String(data.get('amount') ?? '').trim();
    const minor = parseMoney(amount, scale);
    const isValid = minor !== null && minor > 0n && minor <= signedMinor(available);
    const paymentPassword = String(data.get('paymentPassword') ?? '');
    const body = { amount, paymentPassword, requestId: requestId.current.get() };
    const extra = isValid ? {} : { amount: t('transfer.amountInvalid', { max: money(available, currency) }) };
    if (!form.check(ZUplineTransferBody, body, extra) || minor === null) return;
    setDraft({ amount, minor, paymentPassword });
    setIsReviewing(true);
  };

  if (isReviewing && draft) {
    const before = signedMinor(available);
    return (
      <div className="flex flex-col gap-4" data-testid="transfer-review">
        <h3 className="text-base font-bold">{t('transfer.reviewTitle')}</h3>
        <dl className="divide-y divide-line rounded-2xl border border-line text-sm">
          <Line label={t('transfer.youSend')} value={show(draft.minor)} />
          <Line
            label={t('transfer.yourBalance')}
            value={<Change from={show(before)} to={show(before - draft.minor)} />}
          />
          <Line label={t('transfer.receives', { account: recipientName })} value={show(draft.minor)} />
          {to.kind === 'downline' && (
            <Line
              label={t('transfer.theirBalance', { account: to.account })}
              value={
                <Change
                  from={show(signedMinor(to.balance))}
                  to={show(signedMinor(to.balance) + draft.minor)}
                />
              }
            />
          )}
        </dl>
        <FormError error={form.summary(send.error)} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              send.reset();
              setIsReviewing(false);
            }}
          >
            {t('contract.back')}
          </Button>
          <Button onClick={() => send.mutate(draft)} disabled={send.isPending} aria-busy={send.isPending}>
            {t('transfer.confirm')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={review}
      aria-label={t('transfer.formTitle', { account: recipientName })}
      className="flex flex-col gap-4"
    >
      <p className="rounded-2xl bg-surface-2 px-5 py-4">
        <span className="block text-sm text-ink-muted">{t('transfer.available')}</span>
        <span className="text-2xl font-bold tabular-nums">{money(available, currency)}</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="amount"
          label={t('transfer.amount')}
          inputMode="decimal"
          maxLength={20}
          isRequired
          defaultValue={draft?.amount}
          error={form.errors.amount}
        />
        <PaymentPasswordField
          label={t('transfer.paymentPassword')}
          error={form.errors.paymentPassword}
          defaultValue={draft?.paymentPassword}
        />
      </div>
      <Button type="submit" className="self-start">
        {t('transfer.review')}
      </Button>
    </form>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }): ReactNode {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function Change({ from, to }: { from: string; to: string }): ReactNode {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="text-ink-muted">{from}</span>
      <ArrowRight aria-hidden="true" className="size-4 text-ink-subtle rtl:rotate-180" />
      <span>{to}</span>
    </span>
  );
}

function TransferDone({
  value,
  recipient,
  format,
  onAnother,
  onClose,
}: {
  value: Done;
  recipient: string | null;
  format: (wire: string) => string;
  onAnother: () => void;
  onClose?: () => void;
}): ReactNode {
  const { t } = useTranslation('agent');
  return (
    <output aria-live="polite" className="flex flex-col gap-4" data-testid="transfer-done">
      <p className="flex items-center gap-2 rounded-2xl border border-success/50 bg-success/10 px-4 py-3 font-semibold">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success-text" />
        {t('transfer.done', { amount: format(value.amount) })}
      </p>
      <dl className="divide-y divide-line rounded-2xl border border-line text-sm">
        <Line label={t('transfer.yourBalanceNow')} value={format(value.balance)} />
        {recipient !== null && value.recipientBalance !== null && (
          <Line
            label={t('transfer.theirBalanceNow', { account: recipient })}
            value={format(value.recipientBalance)}
          />
        )}
      </dl>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onAnother}>
          {t('transfer.another')}
        </Button>
        {onClose && <Button onClick={onClose}>{t('transfer.close')}</Button>}
      </div>
    </output>
  );
}
