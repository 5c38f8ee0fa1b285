import {
  RECORD_TYPES,
  type RecordType,
  type WithdrawalRecordState,
} from '@platform/contracts/wallet/schemas';
import { cn } from '@platform/ui/cn.ts';
import { presetRange } from '@platform/ui/date-presets.ts';
import { Pagination } from '@platform/ui/pagination.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gameQueries } from '../../../shared/api/game-queries.ts';
import { walletQueries } from '../../../shared/api/wallet-queries.ts';
import { useMoneyFormat } from '../../../shared/hooks/use-money-format.ts';
import { formatGmt8, gmt8Today, rangeQuery } from '../../../shared/lib/gmt8-time.ts';
import { DateRangePicker } from '../../../shared/ui/date-range-picker.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';

const PAGE_SIZE = 20;

/** A withdrawal's state, in the tones of the withdrawal page's own list. */
const WITHDRAWAL_TONE: Record<WithdrawalRecordState, string> = {
  processing: 'bg-warm/15 text-warm-text',
  paid: 'bg-success/15 text-success-text',
  rejected: 'bg-danger/10 text-danger-text',
  returned: 'bg-surface-2 text-ink-muted',
  refunded: 'bg-surface-2 text-ink-muted',
};

/**
 * The account record (transactionHistory): every movement of the member's wallets, filtered and
 * paged. With `only`, one type without the type filter (bonus details).
 */
export function AccountRecord({ only }: { only?: RecordType } = {}): ReactNode {
  const { t } = useTranslation('wallet');
  const { t: tl } = useTranslation('layout');
  const id = useId();
  const money = useMoneyFormat();
  const today = gmt8Today();
  const [range, setRange] = useState(() => presetRange('past7', today));
  const [type, setType] = useState<RecordType | ''>(only ?? '');
  const [page, setPage] = useState(1);
  const { data: balance } = useQuery(walletQueries.balance());
  const { data: menus } = useQuery(gameQueries.menus());
  const { data, error, refetch, isFetching } = useQuery({
    ...walletQueries.records({ ...rangeQuery(range), ...(type ? { type } : {}), page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const names = new Map(
    (menus ?? []).flatMap(({ vendors }) =>
      vendors.map((vendor) => [String(vendor.accountTypeId), vendor.displayName]),
    ),
  );
  const walletName = (wallet: string) =>
    wallet === 'main'
      ? tl('memberCentre.mainWallet')
      : wallet === 'bonus'
        ? t('record.bonusWallet')
        : wallet === 'held'
          ? t('record.heldWallet')
          : (names.get(wallet) ?? t('wallet.unnamed', { id: wallet }));
  const currency = balance?.currency ?? 'USD';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className={cn('flex flex-col gap-1.5', only && 'hidden')}>
          <label htmlFor={`${id}-type`} className="text-sm font-medium">
            {t('record.type')}
          </label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(event) => {
              setType(event.currentTarget.value as RecordType | '');
              setPage(1);
            }}
            className="min-h-11 rounded-xl border border-line bg-surface-0 px-3.5 text-sm text-ink outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40"
          >
            <option value="">{t('record.all')}</option>
            {RECORD_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`record.kind.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <DateRangePicker
          label={t('record.date')}
          value={range}
          today={today}
          presets={['past7', 'past30']}
          onChange={(picked) => {
            setRange(picked);
            setPage(1);
          }}
        />
      </div>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton className="h-64" />
      ) : data.total === 0 ? (
        <p className="rounded-2xl border border-dashed border-line px-5 py-10 text-center text-sm text-ink-muted">
          {t('record.empty')}
        </p>
      ) : (
        <>
          <ul
            aria-label={t('record.list')}
            aria-busy={isFetching}
            className={cn('divide-y divide-line rounded-2xl border border-line', isFetching && 'opacity-70')}
          >
            {data.records.map((record) => (
              <li key={record.id} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
                    {t(`record.kind.${record.type}`)}
                    {record.withdrawal && (
                      <span
                        data-testid="record-withdrawal-state"
                        className={cn(
                          'rounded-full px-2 py-0.5 text-xs font-semibold',
                          WITHDRAWAL_TONE[record.withdrawal],
                        )}
                      >
                        {t(`record.withdrawal.${record.withdrawal}`)}
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-ink-muted tabular-nums">
                    {formatGmt8(new Date(record.createdAt))}
                  </p>
                  <p className="truncate text-xs text-ink-muted">{walletName(record.wallet)}</p>
                </div>
                <div className="shrink-0 text-end whitespace-nowrap tabular-nums">
                  <p
                    className={cn(
                      'font-semibold',
                      record.amount.startsWith('-') ? 'text-danger-text' : 'text-success-text',
                    )}
                  >
                    {record.amount.startsWith('-') ? '' : '+'}
                    {money(record.amount, currency)}
                  </p>
                  <p className="text-xs text-ink-muted">
                    {t('record.balanceAfter', { amount: money(record.balanceAfter, currency) })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.ceil(data.total / PAGE_SIZE)}
            onPageChange={setPage}
            label={t('record.list')}
          />
        </>
      )}
    </div>
  );
}
