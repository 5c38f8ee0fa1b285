import { parseMoney } from '@platform/contracts/money';
import type { WalletBalance } from '@platform/contracts/wallet/schemas';
import { Button } from '@platform/ui/button.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeftRight } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { walletQueries } from '../../../shared/api/wallet-queries.ts';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { RequestId } from '../../../shared/lib/request-id.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { moveMoney } from '../api/wallet-transfer.ts';

const MAIN = 'main';
const FIELD =
  'min-h-11 w-full rounded-xl border border-line bg-surface-0 px-3.5 text-base text-ink outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 aria-invalid:border-danger sm:text-sm';

const FIELDS = ['amount'] as const;
/** Refusals that are about the amount typed. */
const REFUSAL_FIELDS: Partial<Record<string, (typeof FIELDS)[number]>> = { 'funds.insufficient': 'amount' };

type Props = { balance: WalletBalance; walletName: (wallet: string) => string; scale: number };

/** Main wallet to a game wallet or back: one side is always the main wallet. */
export function WalletTransferForm({ balance, walletName, scale }: Props): ReactNode {
  const { t } = useTranslation('wallet');
  const id = useId();
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const vendors = balance.wallets.filter(({ wallet }) => wallet !== MAIN);
  const [from, setFrom] = useState(MAIN);
  const [to, setTo] = useState(vendors[0]?.wallet ?? '');
  const [amount, setAmount] = useState('');
  const form = useFieldErrors(FIELDS);
  const requestId = useRef(new RequestId());
  const mutation = useMutation({
    mutationFn: moveMoney,
    onSuccess: (value) => {
      requestId.current.settle();
      queryClient.setQueryData(walletQueries.balance().queryKey, value.balance);
      void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
      const [moved] = value.moved;
      if (moved) toast.success(t('transfer.done', { amount: money(moved.amount, balance.currency) }));
      setAmount('');
    },
    onError: (error) => {
      requestId.current.settle(error);
      form.showFailure(error, (code) => REFUSAL_FIELDS[code]);
    },
  });

  const held = (wallet: string) => balance.wallets.find((entry) => entry.wallet === wallet)?.balance ?? '0';
  // Exactly one side is the main wallet: picking a game wallet on one side puts main on the other.
  const firstVendor = vendors[0]?.wallet ?? '';
  const choose = (side: 'from' | 'to', wallet: string) => {
    const other = side === 'from' ? to : from;
    const otherSide = wallet === MAIN ? (other === MAIN ? firstVendor : other) : MAIN;
    setFrom(side === 'from' ? wallet : otherSide);
    setTo(side === 'to' ? wallet : otherSide);
  };
  const swap = () => {
    setFrom(to);
    setTo(from);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = amount.trim();
    const isValid = (parseMoney(typed, scale) ?? 0n) > 0n;
    if (!form.show({ amount: isValid ? undefined : t('transfer.amountInvalid', { decimals: scale }) }))
      return;
    mutation.mutate({ from, to, amount: typed, requestId: requestId.current.get() });
  };

  const select = (side: 'from' | 'to', value: string) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <label htmlFor={`${id}-${side}`} className="text-sm font-medium">
        {t(`transfer.${side}`)}
      </label>
      <select
        id={`${id}-${side}`}
        className={FIELD}
        value={value}
        onChange={(event) => choose(side, event.currentTarget.value)}
      >
        {balance.wallets.map(({ wallet, balance: inWallet }) => (
          <option key={wallet} value={wallet}>
            {`${walletName(wallet)} · ${money(inWallet, balance.currency)}`}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      aria-label={t('transfer.title')}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {select('from', from)}
        <Button
          variant="ghost"
          size="icon"
          onClick={swap}
          aria-label={t('transfer.swap')}
          title={t('transfer.swap')}
          className="self-center sm:self-end"
        >
          <ArrowLeftRight aria-hidden="true" className="size-5 rotate-90 sm:rotate-0" />
        </Button>
        {select('to', to)}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-amount`} className="text-sm font-medium">
          {t('transfer.amount')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            aria-invalid={form.errors.amount ? true : undefined}
            aria-describedby={form.errors.amount ? `${id}-amount-error` : undefined}
            className={FIELD}
          />
          <Button variant="secondary" onClick={() => setAmount(held(from))}>
            {t('transfer.max')}
          </Button>
        </div>
        {form.errors.amount && (
          <p id={`${id}-amount-error`} className="text-sm text-danger-text">
            {form.errors.amount}
          </p>
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
        {t(mutation.isPending ? 'transfer.pending' : 'transfer.submit')}
      </Button>
    </form>
  );
}
