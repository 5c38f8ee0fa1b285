import { Button } from '@platform/ui/button.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDownToLine } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { gameQueries } from '../../../shared/api/game-queries.ts';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';
import { walletQueries } from '../../../shared/api/wallet-queries.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { scaleOf } from '../../../shared/lib/money-input.ts';
import { RequestId } from '../../../shared/lib/request-id.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { moveMoney } from '../api/wallet-transfer.ts';
import { WalletTransferForm } from './wallet-transfer-form.tsx';

/**
 * My wallet (transferFund): the sum, the transfer between the main wallet and a game wallet, "all to
 * main", and each wallet's balance. A single-wallet brand has the main wallet only, and no transfers.
 */
export function MyWallet(): ReactNode {
  const { t } = useTranslation('wallet');
  const { t: tl } = useTranslation('layout');
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const { data, error, refetch } = useQuery(walletQueries.balance());
  const { data: menus } = useQuery(gameQueries.menus());
  const requestId = useRef(new RequestId());
  const allToMain = useMutation({
    mutationFn: () => moveMoney({ allToMain: true, requestId: requestId.current.get() }),
    onSuccess: (value) => {
      requestId.current.settle();
      queryClient.setQueryData(walletQueries.balance().queryKey, value.balance);
      void queryClient.invalidateQueries({ queryKey: MEMBER_DATA });
      toast.success(
        value.moved.length > 0 ? t('allToMain.done', { count: value.moved.length }) : t('allToMain.nothing'),
      );
    },
    onError: (failure) => requestId.current.settle(failure),
  });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="h-32" />;

  const names = new Map(
    (menus ?? []).flatMap(({ vendors }) =>
      vendors.map((vendor) => [String(vendor.accountTypeId), vendor.displayName]),
    ),
  );
  const walletName = (wallet: string) =>
    wallet === 'main'
      ? tl('memberCentre.mainWallet')
      : (names.get(wallet) ?? t('wallet.unnamed', { id: wallet }));
  const [main, ...vendors] = data.wallets;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-surface-2 px-5 py-4">
        <p>
          <span className="block text-sm text-ink-muted">{t('sum')}</span>
          <span className="text-3xl font-bold tabular-nums" data-testid="wallet-sum">
            {money(data.sumBalance, data.currency)}
          </span>
        </p>
        {!data.isSingle && (
          <Button
            variant="secondary"
            onClick={() => allToMain.mutate()}
            disabled={allToMain.isPending}
            aria-busy={allToMain.isPending}
          >
            <ArrowDownToLine aria-hidden="true" className="size-4" />
            {t(allToMain.isPending ? 'allToMain.pending' : 'allToMain.submit')}
          </Button>
        )}
      </div>
      <FormError error={allToMain.error} />
      {data.isSingle ? (
        <p className="text-sm text-ink-muted">{t('single')}</p>
      ) : (
        <section className="flex flex-col gap-3">
          <h3 className="text-base font-bold">{t('transfer.title')}</h3>
          <p className="text-sm text-ink-muted">{t('transfer.hint')}</p>
          <WalletTransferForm balance={data} walletName={walletName} scale={scaleOf(data.sumBalance)} />
        </section>
      )}
      <section className="flex flex-col gap-3">
        <h3 className="text-base font-bold">{t('wallets')}</h3>
        <ul aria-label={t('wallets')} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {main && (
            <li className="col-span-2 flex items-center justify-between rounded-xl border border-accent/40 bg-accent/10 px-4 py-3 text-sm sm:col-span-3 lg:col-span-4">
              <span className="font-semibold">{walletName(main.wallet)}</span>
              <span className="font-bold tabular-nums">{money(main.balance, data.currency)}</span>
            </li>
          )}
          {vendors.map(({ wallet, balance }) => (
            <li
              key={wallet}
              className="flex min-w-0 flex-col gap-0.5 rounded-xl border border-line px-3 py-2.5 text-sm"
            >
              <span className="truncate text-ink-muted">{walletName(wallet)}</span>
              <span className="font-semibold tabular-nums">{money(balance, data.currency)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
