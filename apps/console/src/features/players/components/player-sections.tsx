import type { RouteValue } from '@platform/contracts/endpoint';
import { addDays, gmt8DayOf } from '@platform/contracts/gmt8';
import type * as routes from '@platform/contracts/players/routes';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import {
  type PlayerRef,
  playerAuditQuery,
  playerBetsQuery,
  playerBonusesQuery,
  playerDepositsQuery,
  playerLedgerQuery,
  playerLinkedQuery,
  playerLotteryBetsQuery,
  playerMessagesQuery,
  playerPointsQuery,
  playerSessionsQuery,
  playerWithdrawalsQuery,
} from '../api/players-queries.ts';
import { type SectionColumn, useSectionPaging } from './section-paging.ts';

type Item<R, K extends keyof RouteValue<R>> = RouteValue<R>[K] extends readonly (infer T)[] ? T : never;

const inputClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-sm text-ink';

/** A labelled filter input whose value is taken when it loses the focus or on Enter. */
function FilterInput({
  label,
  value,
  onChange,
  type = 'text',
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  type?: 'text' | 'date';
}): ReactNode {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <input
        type={type}
        key={value ?? ''}
        defaultValue={value ?? ''}
        onBlur={(event) => {
          const next = event.target.value.trim() || undefined;
          if (next !== value) onChange(next);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
        className={`${inputClass} w-40`}
      />
    </label>
  );
}

/** JSON of a memo or detail, short enough for a cell. */
const compact = (value: Record<string, unknown>) => {
  const text = JSON.stringify(value);
  return text === '{}' ? '—' : text;
};

export function LedgerSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { paging, onPagingChange, query } = useSectionPaging();
  const [filter, setFilter] = useState<{ from?: string; to?: string; kind?: string }>({});
  const { data, error } = useQuery(playerLedgerQuery(player, { ...query, ...filter }));
  const columns: SectionColumn<Item<typeof routes.playerLedger, 'entries'>>[] = [
    { id: 'at', header: t('players.col.at'), cell: (row) => format.dateTime(row.at) },
    { id: 'kind', header: t('players.col.kind'), cell: (row) => row.kind },
    { id: 'wallet', header: t('players.col.wallet'), cell: (row) => row.wallet },
    { id: 'amount', header: t('players.col.amount'), align: 'end', cell: (row) => row.amount },
    { id: 'balance', header: t('players.col.balanceAfter'), align: 'end', cell: (row) => row.balanceAfter },
    {
      id: 'memo',
      header: t('players.col.memo'),
      cell: (row) => <code className="text-xs">{compact(row.memo)}</code>,
    },
  ];
  const set = (key: 'from' | 'to' | 'kind') => (value: string | undefined) => {
    setFilter((current) => ({ ...current, [key]: value }));
    onPagingChange({ page: 1 });
  };
  return (
    <DataTable
      label={t('players.tab.ledger')}
      columns={columns}
      data={data && { items: data.entries, total: data.total, page: paging.page, size: paging.size }}
      error={error}
      search={paging}
      onSearchChange={onPagingChange}
      rowKey={(row) => row.id}
      filters={
        <>
          <FilterInput
            type="date"
            label={t('players.filter.from')}
            value={filter.from}
            onChange={set('from')}
          />
          <FilterInput type="date" label={t('players.filter.to')} value={filter.to} onChange={set('to')} />
          <FilterInput label={t('players.filter.kind')} value={filter.kind} onChange={set('kind')} />
        </>
      }
    />
  );
}

/** The bets of every product in a range of GMT+8 days: the last week unless chosen. */
export function BetsSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { paging, onPagingChange, query } = useSectionPaging();
  const today = gmt8DayOf(new Date());
  const [range, setRange] = useState({ from: addDays(today, -6), to: today });
  const { data, error } = useQuery(playerBetsQuery(player, { ...query, ...range }));
  const columns: SectionColumn<Item<typeof routes.playerBets, 'bets'>>[] = [
    { id: 'openedAt', header: t('players.col.at'), cell: (row) => format.dateTime(row.openedAt) },
    { id: 'game', header: t('players.col.game'), cell: (row) => `${row.gameName} · ${row.vendorCode}` },
    { id: 'round', header: t('players.col.round'), cell: (row) => row.roundId },
    { id: 'stake', header: t('players.col.stake'), align: 'end', cell: (row) => row.stake },
    { id: 'win', header: t('players.col.win'), align: 'end', cell: (row) => row.win },
    { id: 'profit', header: t('players.col.profit'), align: 'end', cell: (row) => row.profit },
    { id: 'status', header: t('players.col.status'), cell: (row) => t(`players.bet.${row.status}`) },
  ];
  const set = (key: 'from' | 'to') => (value: string | undefined) => {
    if (value) setRange((current) => ({ ...current, [key]: value }));
    onPagingChange({ page: 1 });
  };
  return (
    <div className="flex flex-col gap-3">
      <DataTable
        label={t('players.tab.bets')}
        columns={columns}
        data={data && { items: data.bets, total: data.total, page: paging.page, size: paging.size }}
        error={error}
        search={paging}
        onSearchChange={onPagingChange}
        rowKey={(row) => row.id}
        filters={
          <>
            <FilterInput
              type="date"
              label={t('players.filter.from')}
              value={range.from}
              onChange={set('from')}
            />
            <FilterInput type="date" label={t('players.filter.to')} value={range.to} onChange={set('to')} />
            {data ? (
              <p className="pb-2 text-sm text-ink-muted">{t('players.bets.totals', data.totals)}</p>
            ) : null}
          </>
        }
      />
    </div>
  );
}

export function LotteryBetsSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { paging, onPagingChange, query } = useSectionPaging();
  const { data, error } = useQuery(playerLotteryBetsQuery(player, query));
  const columns: SectionColumn<Item<typeof routes.playerLotteryBets, 'bets'>>[] = [
    { id: 'placedAt', header: t('players.col.at'), cell: (row) => format.dateTime(row.placedAt) },
    { id: 'game', header: t('players.col.game'), cell: (row) => `${row.gameCode} · ${row.period}` },
    { id: 'playType', header: t('players.col.playType'), cell: (row) => row.playType },
    { id: 'stake', header: t('players.col.stake'), align: 'end', cell: (row) => row.stake },
    { id: 'win', header: t('players.col.win'), align: 'end', cell: (row) => row.win },
    { id: 'status', header: t('players.col.status'), cell: (row) => t(`players.lottery.${row.status}`) },
  ];
  return (
    <DataTable
      label={t('players.tab.lottery')}
      columns={columns}
      data={data && { items: data.bets, hasMore: data.hasMore, page: paging.page, size: paging.size }}
      error={error}
      search={paging}
      onSearchChange={onPagingChange}
      rowKey={(row) => row.betId}
    />
  );
}

export function DepositsSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { paging, onPagingChange, query } = useSectionPaging();
  const { data, error } = useQuery(playerDepositsQuery(player, query));
  const columns: SectionColumn<Item<typeof routes.playerDeposits, 'deposits'>>[] = [
    { id: 'createdAt', header: t('players.col.at'), cell: (row) => format.dateTime(row.createdAt) },
    { id: 'method', header: t('players.col.method'), cell: (row) => row.methodName },
    { id: 'amount', header: t('players.col.amount'), align: 'end', cell: (row) => row.amount },
    { id: 'paid', header: t('players.col.paid'), align: 'end', cell: (row) => row.paidAmount ?? '—' },
    { id: 'status', header: t('players.col.status'), cell: (row) => row.status },
    { id: 'note', header: t('players.col.note'), cell: (row) => row.note ?? '—' },
  ];
  return (
    <DataTable
      label={t('players.tab.deposits')}
      columns={columns}
      data={data && { items: data.deposits, total: data.total, page: paging.page, size: paging.size }}
      error={error}
      search={paging}
      onSearchChange={onPagingChange}
      rowKey={(row) => row.id}
    />
  );
}

export function WithdrawalsSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { paging, onPagingChange, query } = useSectionPaging();
  const { data, error } = useQuery(playerWithdrawalsQuery(player, query));
  const columns: SectionColumn<Item<typeof routes.playerWithdrawals, 'withdrawals'>>[] = [
    { id: 'createdAt', header: t('players.col.at'), cell: (row) => format.dateTime(row.createdAt) },
    { id: 'amount', header: t('players.col.amount'), align: 'end', cell: (row) => row.amount },
    { id: 'status', header: t('players.col.status'), cell: (row) => row.status },
    {
      id: 'bank',
      header: t('players.col.bankAccount'),
      cell: (row) => `${row.bankAccount.bankName} · ${row.bankAccount.accountNumber}`,
    },
    { id: 'note', header: t('players.col.note'), cell: (row) => row.note ?? '—' },
  ];
  return (
    <DataTable
      label={t('players.tab.withdrawals')}
      columns={columns}
      data={data && { items: data.withdrawals, total: data.total, page: paging.page, size: paging.size }}
      error={error}
      search={paging}
      onSearchChange={onPagingChange}
      rowKey={(row) => row.id}
    />
  );
}

/** Bonuses with their wagering: few per player, listed whole (the member's own page does the same). */
export function BonusesSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { paging, onPagingChange } = useSectionPaging(100);
  const { data, error } = useQuery(playerBonusesQuery(player));
  const columns: SectionColumn<Item<typeof routes.playerBonuses, 'bonuses'>>[] = [
    { id: 'title', header: t('players.col.promotion'), cell: (row) => row.title },
    { id: 'grantedAt', header: t('players.col.at'), cell: (row) => format.dateTime(row.grantedAt) },
    { id: 'amount', header: t('players.col.amount'), align: 'end', cell: (row) => row.amount },
    {
      id: 'wagering',
      header: t('players.col.wagering'),
      align: 'end',
      cell: (row) => `${row.wagered} / ${row.wageringRequired}`,
    },
    { id: 'status', header: t('players.col.status'), cell: (row) => row.status },
  ];
  return (
    <div className="flex flex-col gap-3">
      {data ? (
        <p className="text-sm text-ink-muted">{t('players.bonus.balance', { amount: data.bonusBalance })}</p>
      ) : null}
      <DataTable
        label={t('players.tab.bonuses')}
        columns={columns}
        data={data && { items: data.bonuses, total: data.bonuses.length, page: 1, size: paging.size }}
        error={error}
        search={paging}
        onSearchChange={onPagingChange}
        rowKey={(row) => row.id}
      />
    </div>
  );
}

export function PointsSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { paging, onPagingChange, query } = useSectionPaging();
  const { data, error } = useQuery(playerPointsQuery(player, query));
  const columns: SectionColumn<Item<typeof routes.playerPoints, 'entries'>>[] = [
    { id: 'at', header: t('players.col.at'), cell: (row) => format.dateTime(row.at) },
    { id: 'type', header: t('players.col.kind'), cell: (row) => row.type },
    { id: 'change', header: t('players.col.change'), align: 'end', cell: (row) => String(row.change) },
    {
      id: 'balance',
      header: t('players.col.balanceAfter'),
      align: 'end',
      cell: (row) => String(row.balance),
    },
  ];
  return (
    <DataTable
      label={t('players.tab.points')}
      columns={columns}
      data={data && { items: data.entries, total: data.total, page: paging.page, size: paging.size }}
      error={error}
      search={paging}
      onSearchChange={onPagingChange}
      rowKey={(row) => row.id}
    />
  );
}

export function MessagesSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { paging, onPagingChange, query } = useSectionPaging();
  const { data, error } = useQuery(playerMessagesQuery(player, query));
  const columns: SectionColumn<Item<typeof routes.playerMessages, 'messages'>>[] = [
    { id: 'createdAt', header: t('players.col.at'), cell: (row) => format.dateTime(row.createdAt) },
    { id: 'title', header: t('players.col.title'), cell: (row) => row.title },
    {
      id: 'read',
      header: t('players.col.read'),
      cell: (row) => (row.read ? t('players.yes') : t('players.no')),
    },
  ];
  return (
    <DataTable
      label={t('players.tab.messages')}
      columns={columns}
      data={data && { items: data.messages, total: data.total, page: paging.page, size: paging.size }}
      error={error}
      search={paging}
      onSearchChange={onPagingChange}
      rowKey={(row) => row.id}
    />
  );
}

export function SessionsSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { paging, onPagingChange, query } = useSectionPaging();
  const { data, error } = useQuery(playerSessionsQuery(player, query));
  const columns: SectionColumn<Item<typeof routes.playerSessions, 'sessions'>>[] = [
    { id: 'openedAt', header: t('players.col.opened'), cell: (row) => format.dateTime(row.openedAt) },
    { id: 'lastSeenAt', header: t('players.col.lastSeen'), cell: (row) => format.dateTime(row.lastSeenAt) },
    {
      id: 'state',
      header: t('players.col.status'),
      cell: (row) => (row.live ? t('players.session.live') : t('players.session.ended')),
    },
    { id: 'ip', header: t('players.col.address'), cell: (row) => row.ip ?? '—' },
    {
      id: 'device',
      header: t('players.col.device'),
      cell: (row) => (
        <span className="block max-w-80 truncate" title={row.device ?? ''}>
          {row.device ?? '—'}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      label={t('players.tab.sessions')}
      columns={columns}
      data={data && { items: data.sessions, hasMore: data.hasMore, page: paging.page, size: paging.size }}
      error={error}
      search={paging}
      onSearchChange={onPagingChange}
      rowKey={(row) => row.id}
    />
  );
}

/** The audit trail pages by the id it stopped at: the cursors of the pages seen are kept. */
export function AuditSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const { paging, onPagingChange } = useSectionPaging();
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const { data, error } = useQuery(
    playerAuditQuery(player, { limit: paging.size, before: cursors[paging.page - 1] }),
  );
  const next = data?.nextBefore ?? undefined;
  if (next !== undefined && cursors[paging.page] !== next)
    setCursors((current) => [...current.slice(0, paging.page), next]);
  const columns: SectionColumn<Item<typeof routes.playerAudit, 'actions'>>[] = [
    { id: 'createdAt', header: t('players.col.at'), cell: (row) => format.dateTime(row.createdAt) },
    { id: 'operator', header: t('players.col.staff'), cell: (row) => row.operatorAccount },
    {
      id: 'action',
      header: t('players.col.action'),
      cell: (row) => t(`players.audit.${row.action}`, row.action),
    },
    { id: 'reason', header: t('players.col.reason'), cell: (row) => row.reason ?? '—' },
    {
      id: 'detail',
      header: t('players.col.detail'),
      cell: (row) => <code className="text-xs">{compact(row.detail)}</code>,
    },
  ];
  return (
    <DataTable
      label={t('players.tab.audit')}
      columns={columns}
      data={
        data && { items: data.actions, hasMore: next !== undefined, page: paging.page, size: paging.size }
      }
      error={error}
      search={paging}
      onSearchChange={(patch) => {
        // Another page size starts the cursors again.
        if (patch.size !== undefined) setCursors([undefined]);
        onPagingChange(patch);
      }}
      rowKey={(row) => row.id}
    />
  );
}

/** Players sharing an address, a device or a bank account number: signals to weigh, not proof. */
export function LinkedSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const { paging, onPagingChange } = useSectionPaging(100);
  const { data, error } = useQuery(playerLinkedQuery(player));
  const columns: SectionColumn<Item<typeof routes.playerLinked, 'links'>>[] = [
    {
      id: 'account',
      header: t('players.account'),
      cell: (row) => (
        <Link
          to="/players/$memberId"
          params={{ memberId: row.memberId }}
          search={{ tab: 'overview' }}
          className="font-semibold text-accent-text hover:underline"
        >
          {row.account}
        </Link>
      ),
    },
    {
      id: 'signal',
      header: t('players.col.signal'),
      cell: (row) => (
        <span className="rounded-full border border-warm/50 px-2.5 py-0.5 text-xs font-semibold text-warm-text">
          {t(`players.signal.${row.signal}`)}
        </span>
      ),
    },
    {
      id: 'shared',
      header: t('players.col.shared'),
      cell: (row) => (
        <span className="block max-w-96 truncate" title={row.shared}>
          {row.shared}
        </span>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">{t('players.linked.intro')}</p>
      <DataTable
        label={t('players.tab.linked')}
        columns={columns}
        data={data && { items: data.links, total: data.links.length, page: 1, size: paging.size }}
        error={error}
        search={paging}
        onSearchChange={onPagingChange}
        rowKey={(row) => `${row.memberId}-${row.signal}-${row.shared}`}
      />
    </div>
  );
}
