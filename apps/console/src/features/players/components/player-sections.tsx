import { addDays, gmt8DayOf } from '@platform/contracts/gmt8';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { SectionTable, useSection } from '../../../shared/ui/section-table.tsx';
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

const inputClass = 'h-10 w-40 rounded-xl border border-line bg-surface-1 px-3 text-sm text-ink';

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
        className={inputClass}
      />
    </label>
  );
}

/** JSON of a memo or detail on one line of the cell; the whole of it on hover. */
function Compact({ value }: { value: Record<string, unknown> }): ReactNode {
  const text = JSON.stringify(value);
  return text === '{}' ? (
    '—'
  ) : (
    <code className="block max-w-96 truncate text-xs" title={text}>
      {text}
    </code>
  );
}

/** Every entry on the player's wallets with the balance after it, by GMT+8 days and transfer kind. */
export function LedgerSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const [filter, setFilter] = useState<{ from?: string; to?: string; kind?: string }>({});
  const section = useSection((query) => playerLedgerQuery(player, { ...query, ...filter }));
  const set = (key: 'from' | 'to' | 'kind') => (value: string | undefined) => {
    setFilter((current) => ({ ...current, [key]: value }));
    section.onPagingChange({ page: 1 });
  };
  return (
    <SectionTable
      label={t('players.tab.ledger')}
      section={section}
      rows={(data) => ({ items: data.entries, total: data.total })}
      rowKey={(row) => row.id}
      columns={[
        { id: 'at', header: t('players.col.at'), cell: (row) => format.dateTime(row.at) },
        { id: 'kind', header: t('players.col.kind'), cell: (row) => row.kind },
        { id: 'wallet', header: t('players.col.wallet'), cell: (row) => row.wallet },
        { id: 'amount', header: t('players.col.amount'), align: 'end', cell: (row) => row.amount },
        {
          id: 'balance',
          header: t('players.col.balanceAfter'),
          align: 'end',
          cell: (row) => row.balanceAfter,
        },
        { id: 'memo', header: t('players.col.memo'), cell: (row) => <Compact value={row.memo} /> },
      ]}
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
  const today = gmt8DayOf(new Date());
  const [range, setRange] = useState({ from: addDays(today, -6), to: today });
  const section = useSection((query) => playerBetsQuery(player, { ...query, ...range }));
  const set = (key: 'from' | 'to') => (value: string | undefined) => {
    if (value) setRange((current) => ({ ...current, [key]: value }));
    section.onPagingChange({ page: 1 });
  };
  return (
    <SectionTable
      label={t('players.tab.bets')}
      section={section}
      rows={(data) => ({ items: data.bets, total: data.total })}
      rowKey={(row) => row.id}
      columns={[
        { id: 'openedAt', header: t('players.col.at'), cell: (row) => format.dateTime(row.openedAt) },
        { id: 'game', header: t('players.col.game'), cell: (row) => `${row.gameName} · ${row.vendorCode}` },
        { id: 'round', header: t('players.col.round'), cell: (row) => row.roundId },
        { id: 'stake', header: t('players.col.stake'), align: 'end', cell: (row) => row.stake },
        { id: 'win', header: t('players.col.win'), align: 'end', cell: (row) => row.win },
        { id: 'profit', header: t('players.col.profit'), align: 'end', cell: (row) => row.profit },
        { id: 'status', header: t('players.col.status'), cell: (row) => t(`players.bet.${row.status}`) },
      ]}
      filters={
        <>
          <FilterInput
            type="date"
            label={t('players.filter.from')}
            value={range.from}
            onChange={set('from')}
          />
          <FilterInput type="date" label={t('players.filter.to')} value={range.to} onChange={set('to')} />
          {section.data ? (
            <p className="pb-2 text-sm text-ink-muted">{t('players.bets.totals', section.data.totals)}</p>
          ) : null}
        </>
      }
    />
  );
}

export function LotteryBetsSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const section = useSection((query) => playerLotteryBetsQuery(player, query));
  return (
    <SectionTable
      label={t('players.tab.lottery')}
      section={section}
      rows={(data) => ({ items: data.bets, hasMore: data.hasMore })}
      rowKey={(row) => row.betId}
      columns={[
        { id: 'placedAt', header: t('players.col.at'), cell: (row) => format.dateTime(row.placedAt) },
        { id: 'game', header: t('players.col.game'), cell: (row) => `${row.gameCode} · ${row.period}` },
        { id: 'playType', header: t('players.col.playType'), cell: (row) => row.playType },
        { id: 'stake', header: t('players.col.stake'), align: 'end', cell: (row) => row.stake },
        { id: 'win', header: t('players.col.win'), align: 'end', cell: (row) => row.win },
        { id: 'status', header: t('players.col.status'), cell: (row) => t(`players.lottery.${row.status}`) },
      ]}
    />
  );
}

export function DepositsSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const section = useSection((query) => playerDepositsQuery(player, query));
  return (
    <SectionTable
      label={t('players.tab.deposits')}
      section={section}
      rows={(data) => ({ items: data.deposits, total: data.total })}
      rowKey={(row) => row.id}
      columns={[
        { id: 'createdAt', header: t('players.col.at'), cell: (row) => format.dateTime(row.createdAt) },
        { id: 'method', header: t('players.col.method'), cell: (row) => row.methodName },
        { id: 'amount', header: t('players.col.amount'), align: 'end', cell: (row) => row.amount },
        { id: 'paid', header: t('players.col.paid'), align: 'end', cell: (row) => row.paidAmount ?? '—' },
        {
          id: 'fee',
          header: t('players.col.fee'),
          align: 'end',
          cell: (row) =>
            row.status === 'succeeded' && Number(row.fee) > 0
              ? t('deposits.feeAndNet', { fee: row.fee, net: row.netAmount })
              : '—',
        },
        { id: 'status', header: t('players.col.status'), cell: (row) => row.status },
        { id: 'note', header: t('players.col.note'), cell: (row) => row.note ?? '—' },
      ]}
    />
  );
}

export function WithdrawalsSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const section = useSection((query) => playerWithdrawalsQuery(player, query));
  return (
    <SectionTable
      label={t('players.tab.withdrawals')}
      section={section}
      rows={(data) => ({ items: data.withdrawals, total: data.total })}
      rowKey={(row) => row.id}
      columns={[
        { id: 'createdAt', header: t('players.col.at'), cell: (row) => format.dateTime(row.createdAt) },
        { id: 'amount', header: t('players.col.amount'), align: 'end', cell: (row) => row.amount },
        { id: 'status', header: t('players.col.status'), cell: (row) => row.status },
        {
          id: 'bank',
          header: t('players.col.bankAccount'),
          cell: (row) => `${row.bankAccount.bankName} · ${row.bankAccount.accountNumber}`,
        },
        { id: 'note', header: t('players.col.note'), cell: (row) => row.note ?? '—' },
      ]}
    />
  );
}

/** Bonuses with their wagering: few per player, listed whole (as the member's own page lists them). */
export function BonusesSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const section = useSection(() => playerBonusesQuery(player), 100);
  return (
    <SectionTable
      label={t('players.tab.bonuses')}
      section={section}
      rows={(data) => ({ items: data.bonuses, total: data.bonuses.length })}
      rowKey={(row) => row.id}
      columns={[
        { id: 'title', header: t('players.col.promotion'), cell: (row) => row.title },
        { id: 'grantedAt', header: t('players.col.at'), cell: (row) => format.dateTime(row.grantedAt) },
        { id: 'amount', header: t('players.col.amount'), align: 'end', cell: (row) => row.amount },
        {
          id: 'wagering',
          header: t('players.col.wagering'),
          align: 'end',
          cell: (row) => `${row.wagered} / ${row.wageringRequired}`,
        },
        { id: 'status', header: t('players.col.status'), cell: (row) => t(`players.bonus.${row.status}`) },
      ]}
      filters={
        section.data ? (
          <p className="text-sm text-ink-muted">
            {t('players.bonus.balance', { amount: section.data.bonusBalance })}
          </p>
        ) : null
      }
    />
  );
}

export function PointsSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const section = useSection((query) => playerPointsQuery(player, query));
  return (
    <SectionTable
      label={t('players.tab.points')}
      section={section}
      rows={(data) => ({ items: data.entries, total: data.total })}
      rowKey={(row) => row.id}
      columns={[
        { id: 'at', header: t('players.col.at'), cell: (row) => format.dateTime(row.at) },
        { id: 'type', header: t('players.col.kind'), cell: (row) => row.type },
        { id: 'change', header: t('players.col.change'), align: 'end', cell: (row) => String(row.change) },
        {
          id: 'balance',
          header: t('players.col.balanceAfter'),
          align: 'end',
          cell: (row) => String(row.balance),
        },
      ]}
    />
  );
}

export function MessagesSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const section = useSection((query) => playerMessagesQuery(player, query));
  return (
    <SectionTable
      label={t('players.tab.messages')}
      section={section}
      rows={(data) => ({ items: data.messages, total: data.total })}
      rowKey={(row) => row.id}
      columns={[
        { id: 'createdAt', header: t('players.col.at'), cell: (row) => format.dateTime(row.createdAt) },
        { id: 'title', header: t('players.col.title'), cell: (row) => row.title },
        {
          id: 'read',
          header: t('players.col.read'),
          cell: (row) => t(row.read ? 'players.yes' : 'players.no'),
        },
      ]}
    />
  );
}

export function SessionsSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const section = useSection((query) => playerSessionsQuery(player, query));
  return (
    <SectionTable
      label={t('players.tab.sessions')}
      section={section}
      rows={(data) => ({ items: data.sessions, hasMore: data.hasMore })}
      rowKey={(row) => row.id}
      columns={[
        { id: 'openedAt', header: t('players.col.opened'), cell: (row) => format.dateTime(row.openedAt) },
        {
          id: 'lastSeenAt',
          header: t('players.col.lastSeen'),
          cell: (row) => format.dateTime(row.lastSeenAt),
        },
        {
          id: 'state',
          header: t('players.col.status'),
          cell: (row) => t(row.live ? 'players.session.live' : 'players.session.ended'),
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
      ]}
    />
  );
}

/** The audit trail pages by the id it stopped at: the cursors of the pages seen are kept. */
export function AuditSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const section = useSection((query) =>
    playerAuditQuery(player, { limit: query.pageSize, before: cursors[query.page - 1] }),
  );
  const next = section.data?.nextBefore ?? undefined;
  const { page } = section.paging;
  if (next !== undefined && cursors[page] !== next)
    setCursors((current) => [...current.slice(0, page), next]);
  return (
    <SectionTable
      label={t('players.tab.audit')}
      section={{
        ...section,
        onPagingChange: (patch) => {
          // Another page size starts the cursors again.
          if (patch.size !== undefined) setCursors([undefined]);
          section.onPagingChange(patch);
        },
      }}
      rows={(data) => ({ items: data.actions, hasMore: data.nextBefore !== null })}
      rowKey={(row) => row.id}
      columns={[
        { id: 'createdAt', header: t('players.col.at'), cell: (row) => format.dateTime(row.createdAt) },
        { id: 'operator', header: t('players.col.staff'), cell: (row) => row.operatorAccount },
        {
          id: 'action',
          header: t('players.col.action'),
          cell: (row) => t(`players.audit.${row.action}`, row.action),
        },
        { id: 'reason', header: t('players.col.reason'), cell: (row) => row.reason ?? '—' },
        { id: 'detail', header: t('players.col.detail'), cell: (row) => <Compact value={row.detail} /> },
      ]}
    />
  );
}

/** Players sharing an address, a device or a bank account number: signals to weigh, not proof. */
export function LinkedSection({ player }: { player: PlayerRef }): ReactNode {
  const { t } = useTranslation();
  const section = useSection(() => playerLinkedQuery(player), 100);
  return (
    <SectionTable
      label={t('players.tab.linked')}
      section={section}
      rows={(data) => ({ items: data.links, total: data.links.length })}
      rowKey={(row) => `${row.memberId}-${row.signal}-${row.shared}`}
      filters={<p className="text-sm text-ink-muted">{t('players.linked.intro')}</p>}
      columns={[
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
      ]}
    />
  );
}
