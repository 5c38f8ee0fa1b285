import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { walletQueries } from '../../../shared/api/wallet-queries.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';

/**
 * The header balance (spec sections 2 and 4): the currency and the sum of the member's wallets; a
 * click refreshes it, showing the updating placeholder meanwhile.
 */
export function HeaderBalance(): ReactNode {
  const { t } = useTranslation('layout');
  const money = useMoneyFormat();
  const { data, isFetching, isError, refetch } = useQuery(walletQueries.balance());
  // A click shows the updating placeholder; a refresh of its own (a game round, a money page) keeps
  // the amount in place until the new one arrives, so the header does not blink during play.
  const [isAsked, setAsked] = useState(false);
  const amount = data && money(data.sumBalance, data.currency);
  const text = (isFetching && isAsked) || !amount ? t('member.balanceUpdating') : amount;

  return (
    <button
      type="button"
      onClick={() => {
        setAsked(true);
        void refetch().finally(() => setAsked(false));
      }}
      disabled={isFetching}
      title={t('member.refreshBalance')}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl px-1.5 text-sm sm:px-2.5 font-semibold tabular-nums text-ink hover:bg-surface-2 disabled:cursor-progress"
      data-testid="header-balance"
    >
      <span className="sr-only">{t('member.balance')}</span>
      <span aria-live="polite" className={isError ? 'text-danger-text' : undefined}>
        {isError && !isFetching ? t('member.balanceFailed') : text}
      </span>
      <RefreshCw
        aria-hidden="true"
        // The whole amount refreshes: the icon is only a hint, where the header has room for it.
        className={`size-4 text-ink-muted max-2xl:hidden ${isFetching ? 'motion-safe:animate-spin' : ''}`}
      />
      <span className="sr-only">{t('member.refreshBalance')}</span>
    </button>
  );
}
