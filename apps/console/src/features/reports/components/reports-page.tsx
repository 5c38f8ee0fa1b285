import type { RouteValue } from '@platform/contracts/endpoint';
import type { playReport } from '@platform/contracts/reports/routes';
import {
  REPORT_BREAKDOWNS,
  REPORT_PERIODS,
  type REPORT_SORT_KEYS,
} from '@platform/contracts/reports/schemas';
import { Button } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { type FormEvent, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import { type Column, DataTable } from '../../../shared/ui/data-table.tsx';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import {
  agentPayQuery,
  cashFlowQuery,
  downloadReport,
  houseRtpQuery,
  overviewQuery,
  playersQuery,
  playQuery,
} from '../api/reports-queries.ts';

/** The chart library comes with this module only, when a chart is first shown. */
const GgrChart = lazy(() => import('./ggr-chart.tsx'));

export const REPORT_TABS = ['overview', 'play', 'rtp', 'cash', 'players', 'agents'] as const;
type Tab = (typeof REPORT_TABS)[number];
type Period = Exclude<(typeof REPORT_PERIODS)[number], 'total'>;
export const REPORT_PERIOD_CHOICES = REPORT_PERIODS.filter((by): by is Period => by !== 'total');
export type ReportsSearch = PagedSearch<(typeof REPORT_SORT_KEYS)[number]> & {
  tab: Tab;
  from: string;
  to: string;
  period: Period;
  breakdown: (typeof REPORT_BREAKDOWNS)[number];
};
type Change = (patch: Partial<ReportsSearch>) => void;

/** Which export each tab downloads, and with which grouping. */
const EXPORTS: Record<Tab, 'overview' | 'play' | 'house-rtp' | 'cash-flow' | 'players' | 'agents'> = {
  overview: 'overview',
  play: 'play',
  rtp: 'house-rtp',
  cash: 'cash-flow',
  players: 'players',
  agents: 'agents',
};

const fieldClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';
const cellClass = 'px-4 py-3 whitespace-nowrap';

/** The reports: one figure definition on the server, a tab per report, range and grouping in the URL. */
export function ReportsPage({
  search,
  onSearchChange,
}: {
  search: ReportsSearch;
  onSearchChange: Change;
}): ReactNode {
  const { t } = useTranslation();
  const merchant = useBrand();
  if (merchant === null) return <p className="text-ink-muted">{t('money.chooseBrand')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t('section.reports')}
        className="flex max-w-full gap-1 overflow-x-auto rounded-xl bg-surface-2 p-1"
      >
        {REPORT_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={search.tab === tab}
            onClick={() => onSearchChange({ tab, page: 1 })}
            className={cn(
              'min-h-9 shrink-0 rounded-lg px-4 text-sm font-semibold whitespace-nowrap',
              search.tab === tab ? 'bg-surface-0 text-ink shadow-card' : 'text-ink-muted hover:text-ink',
            )}
          >
            {t(`reports.tab.${tab}`)}
          </button>
        ))}
      </div>
      <RangeForm search={search} merchant={merchant} onSearchChange={onSearchChange} />
      <Report search={search} merchant={merchant} onSearchChange={onSearchChange} />
    </div>
  );
}

function RangeForm({
  search,
  merchant,
  onSearchChange,
}: {
  search: ReportsSearch;
  merchant: string;
  onSearchChange: Change;
}): ReactNode {
  const { t } = useTranslation();
  const canExport = useCan('reports.export');
  const download = useMutation({
    mutationFn: () =>
      downloadReport({
        merchant,
        from: search.from,
        to: search.to,
        report: EXPORTS[search.tab],
        by: search.tab === 'play' ? search.breakdown : search.period,
      }),
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const from = String(data.get('from') ?? '');
    const to = String(data.get('to') ?? '');
    onSearchChange({
      from: from || search.from,
      to: to || search.to,
      period: REPORT_PERIOD_CHOICES.find((by) => by === data.get('period')) ?? search.period,
      breakdown: REPORT_BREAKDOWNS.find((by) => by === data.get('breakdown')) ?? search.breakdown,
      page: 1,
    });
  }
  const grouping =
    search.tab === 'play' ? 'breakdown' : search.tab === 'rtp' || search.tab === 'cash' ? null : 'period';
  return (
    <form
      key={`${search.from}${search.to}${search.period}${search.breakdown}${search.tab}`}
      onSubmit={submit}
      aria-label={t('reports.range')}
      className="flex flex-wrap items-end gap-3"
    >
      <label className="flex flex-col gap-1 text-sm">
        {t('reports.from')}
        <input name="from" type="date" required defaultValue={search.from} className={fieldClass} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('reports.to')}
        <input name="to" type="date" required defaultValue={search.to} className={fieldClass} />
      </label>
      {grouping === 'period' ? (
        <label className="flex flex-col gap-1 text-sm">
          {t('reports.groupBy')}
          <select name="period" defaultValue={search.period} className={fieldClass}>
            {REPORT_PERIOD_CHOICES.map((by) => (
              <option key={by} value={by}>
                {t(`reports.by.${by}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {grouping === 'breakdown' ? (
        <label className="flex flex-col gap-1 text-sm">
          {t('reports.groupBy')}
          <select name="breakdown" defaultValue={search.breakdown} className={fieldClass}>
            {REPORT_BREAKDOWNS.map((by) => (
              <option key={by} value={by}>
                {t(`reports.by.${by}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <Button type="submit">{t('reports.show')}</Button>
      {canExport ? (
        <Button
          type="button"
          variant="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          <Download aria-hidden className="size-4" />
          {t('reports.csv')}
        </Button>
      ) : null}
      {download.error ? <ErrorText error={download.error} /> : null}
    </form>
  );
}

function Report({
  search,
  merchant,
  onSearchChange,
}: {
  search: ReportsSearch;
  merchant: string;
  onSearchChange: Change;
}): ReactNode {
  const range = { merchant, from: search.from, to: search.to };
  switch (search.tab) {
    case 'overview':
      return <Overview query={{ ...range, by: search.period }} />;
    case 'play':
      return <Play search={search} merchant={merchant} onSearchChange={onSearchChange} />;
    case 'rtp':
      return <HouseRtp query={range} />;
    case 'cash':
      return <CashFlow query={range} />;
    case 'players':
      return <Players query={{ ...range, by: search.period }} />;
    case 'agents':
      return <Agents query={{ ...range, by: search.period }} />;
  }
}

type Cell = { id: string; header: string; end?: boolean };

/** One line of a report's table: figures aligned to the end, as their column's header is. */
function FigureCells({ cells, values }: { cells: Cell[]; values: ReactNode[] }): ReactNode {
  return values.map((value, index) => (
    <td key={cells[index]?.id} className={cn(cellClass, cells[index]?.end && 'text-end tabular-nums')}>
      {value}
    </td>
  ));
}

/** A report's rows as they came (the server sums and orders them). */
function FigureTable({
  label,
  cells,
  rows,
  footer,
}: {
  label: string;
  cells: Cell[];
  rows: { key: string; values: ReactNode[] }[];
  footer?: ReactNode[];
}): ReactNode {
  const { t } = useTranslation();
  if (rows.length === 0) return <EmptyState title={t('reports.empty')} />;
  return (
    <div className="overflow-x-auto rounded-2xl border border-line">
      <table aria-label={label} className="w-full text-sm">
        <thead className="bg-surface-2 text-ink-muted">
          <tr>
            {cells.map((cell) => (
              <th
                key={cell.id}
                scope="col"
                className={cn(cellClass, 'font-semibold', cell.end ? 'text-end' : 'text-start')}
              >
                {cell.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-line">
              <FigureCells cells={cells} values={row.values} />
            </tr>
          ))}
        </tbody>
        {footer ? (
          <tfoot className="border-t-2 border-line font-semibold">
            <tr>
              <FigureCells cells={cells} values={footer} />
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

/** A report's table once its answer has come; `rows` shows its lines, with money in its currency. */
function AnsweredTable<T extends { currency: string }>({
  answer: { data, error },
  label,
  cells,
  rows,
}: {
  answer: { data: T | undefined; error: unknown };
  label: string;
  cells: Cell[];
  rows: (data: T, money: (decimal: string) => string) => { key: string; values: ReactNode[] }[];
}): ReactNode {
  const money = useMoney();
  if (!data) return <Pending error={error} />;
  return (
    <FigureTable label={label} cells={cells} rows={rows(data, (decimal) => money(decimal, data.currency))} />
  );
}

/** What a query shows before its first answer, or when it failed. */
function Pending({ error }: { error: unknown }): ReactNode {
  const { t } = useTranslation();
  return error ? <ErrorText error={error} /> : <p className="text-ink-muted">{t('reports.loading')}</p>;
}

const percentText = (value: string | null) => (value === null ? '–' : `${value}%`);

/**
 * The reports' money is the wire's decimal text with the brand's scale ("1234.50"); useFormat's money
 * takes minor units, which are the same digits without the point.
 */
function useMoney() {
  const { money } = useFormat();
  return (decimal: string, currency: string) => money(decimal.replace('.', ''), currency);
}

function Overview({ query }: { query: Parameters<typeof overviewQuery>[0] }): ReactNode {
  const { t } = useTranslation();
  const money = useMoney();
  const { data, error } = useQuery(overviewQuery(query));
  const series = useMemo(
    () =>
      data
        ? [
            { label: t('reports.ggr'), values: data.rows.map((row) => Number(row.ggr)), color: '#0ea5e9' },
            { label: t('reports.ngr'), values: data.rows.map((row) => Number(row.ngr)), color: '#f59e0b' },
          ]
        : [],
    [data, t],
  );
  const keys = useMemo(() => data?.rows.map((row) => row.key) ?? [], [data]);
  if (!data) return <Pending error={error} />;
  const m = (value: string) => money(value, data.currency);
  const cells: Cell[] = [
    { id: 'key', header: t('reports.period') },
    { id: 'bets', header: t('reports.bets'), end: true },
    { id: 'stakes', header: t('reports.stakes'), end: true },
    { id: 'wins', header: t('reports.wins'), end: true },
    { id: 'ggr', header: t('reports.ggr'), end: true },
    { id: 'hold', header: t('reports.hold'), end: true },
    { id: 'bonus', header: t('reports.bonusCost'), end: true },
    { id: 'rebates', header: t('reports.rebates'), end: true },
    { id: 'agents', header: t('reports.agentPay'), end: true },
    { id: 'ngr', header: t('reports.ngr'), end: true },
  ];
  const values = (row: (typeof data.rows)[number]) => [
    row.bets,
    m(row.stakes),
    m(row.wins),
    m(row.ggr),
    percentText(row.hold),
    m(row.bonusCost),
    m(row.rebates),
    m(row.agentPay),
    m(row.ngr),
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {[
          ['ggr', m(data.total.ggr)],
          ['ngr', m(data.total.ngr)],
          ['hold', percentText(data.total.hold)],
          ['stakes', m(data.total.stakes)],
        ].map(([key, value]) => (
          <div key={key} className="rounded-2xl border border-line bg-surface-1 p-4">
            <dt className="text-sm text-ink-muted">{t(`reports.${key}`)}</dt>
            <dd className="text-xl font-bold tabular-nums" data-testid={`reports-total-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {data.rows.length > 1 ? (
        <div className="rounded-2xl border border-line bg-surface-1 p-4">
          <Suspense fallback={<div className="h-[260px]" />}>
            <GgrChart keys={keys} series={series} label={t('reports.chart')} />
          </Suspense>
        </div>
      ) : null}
      <FigureTable
        label={t('reports.tab.overview')}
        cells={cells}
        rows={data.rows.map((row) => ({ key: row.key, values: [row.key, ...values(row)] }))}
        footer={data.rows.length > 0 ? [t('reports.total'), ...values(data.total)] : undefined}
      />
    </div>
  );
}

type PlayRow = RouteValue<typeof playReport>['rows'][number];

function Play({
  search,
  merchant,
  onSearchChange,
}: {
  search: ReportsSearch;
  merchant: string;
  onSearchChange: Change;
}): ReactNode {
  const { t } = useTranslation();
  const money = useMoney();
  const { data, error } = useQuery(
    playQuery({
      merchant,
      from: search.from,
      to: search.to,
      by: search.breakdown,
      sort: search.sort,
      order: search.order,
      page: search.page,
      pageSize: search.size,
    }),
  );
  const currency = data?.currency ?? '';
  const m = (value: string) => money(value, currency);
  const columns: Column<PlayRow, ReportsSearch['sort']>[] = [
    {
      id: 'key',
      header: t(`reports.by.${search.breakdown}`),
      sortKey: 'key',
      cell: (row) =>
        search.breakdown === 'product' ? t(`reports.product.${row.key}`) : (row.label ?? row.key),
    },
    { id: 'bets', header: t('reports.bets'), sortKey: 'bets', align: 'end', cell: (row) => row.bets },
    {
      id: 'stakes',
      header: t('reports.stakes'),
      sortKey: 'stakes',
      align: 'end',
      cell: (row) => m(row.stakes),
    },
    { id: 'wins', header: t('reports.wins'), sortKey: 'wins', align: 'end', cell: (row) => m(row.wins) },
    { id: 'ggr', header: t('reports.ggr'), sortKey: 'ggr', align: 'end', cell: (row) => m(row.ggr) },
    {
      id: 'hold',
      header: t('reports.hold'),
      sortKey: 'hold',
      align: 'end',
      cell: (row) => percentText(row.hold),
    },
  ];
  return (
    <DataTable
      columns={columns}
      data={data ? { items: data.rows, total: data.total, page: search.page, size: search.size } : undefined}
      error={error}
      search={search}
      onSearchChange={onSearchChange}
      rowKey={(row) => row.key}
      label={t('reports.tab.play')}
    />
  );
}

function HouseRtp({ query }: { query: Parameters<typeof houseRtpQuery>[0] }): ReactNode {
  const { t } = useTranslation();
  const answer = useQuery(houseRtpQuery(query));
  return (
    <AnsweredTable
      answer={answer}
      label={t('reports.tab.rtp')}
      cells={[
        { id: 'game', header: t('reports.by.game') },
        { id: 'bets', header: t('reports.bets'), end: true },
        { id: 'stakes', header: t('reports.stakes'), end: true },
        { id: 'wins', header: t('reports.wins'), end: true },
        { id: 'actual', header: t('reports.rtpActual'), end: true },
        { id: 'theoretical', header: t('reports.rtpTheoretical'), end: true },
      ]}
      rows={(data, money) =>
        data.rows.map((row) => ({
          key: row.game,
          values: [
            row.label ?? row.game,
            row.bets,
            money(row.stakes),
            money(row.wins),
            percentText(row.actual),
            percentText(row.theoretical),
          ],
        }))
      }
    />
  );
}

function CashFlow({ query }: { query: Parameters<typeof cashFlowQuery>[0] }): ReactNode {
  const { t } = useTranslation();
  const answer = useQuery(cashFlowQuery(query));
  return (
    <AnsweredTable
      answer={answer}
      label={t('reports.tab.cash')}
      cells={[
        { id: 'flow', header: t('reports.flow') },
        { id: 'method', header: t('reports.method') },
        { id: 'status', header: t('reports.status') },
        { id: 'count', header: t('reports.count'), end: true },
        { id: 'amount', header: t('reports.amount'), end: true },
      ]}
      rows={(data, money) =>
        data.rows.map((row) => ({
          key: `${row.flow}:${row.method}:${row.status}`,
          values: [t(`reports.flow.${row.flow}`), row.method, row.status, row.count, money(row.amount)],
        }))
      }
    />
  );
}

function Players({ query }: { query: Parameters<typeof playersQuery>[0] }): ReactNode {
  const { t } = useTranslation();
  const money = useMoney();
  const { data, error } = useQuery(playersQuery(query));
  if (!data) return <Pending error={error} />;
  const weeks = Math.max(0, ...data.retention.map((cohort) => cohort.active.length));
  return (
    <div className="flex flex-col gap-6">
      <FigureTable
        label={t('reports.tab.players')}
        cells={[
          { id: 'key', header: t('reports.period') },
          { id: 'registrations', header: t('reports.registrations'), end: true },
          { id: 'ftd', header: t('reports.firstDeposits'), end: true },
          { id: 'ftdAmount', header: t('reports.firstDepositAmount'), end: true },
          { id: 'active', header: t('reports.active'), end: true },
        ]}
        rows={data.rows.map((row) => ({
          key: row.key,
          values: [
            row.key,
            row.registrations,
            row.firstDeposits,
            money(row.firstDepositAmount, data.currency),
            row.active,
          ],
        }))}
      />
      <h2 className="text-lg font-semibold">{t('reports.retention')}</h2>
      <FigureTable
        label={t('reports.retention')}
        cells={[
          { id: 'cohort', header: t('reports.cohort') },
          { id: 'size', header: t('reports.cohortSize'), end: true },
          ...Array.from({ length: weeks }, (_, week) => ({
            id: `w${week}`,
            header: t('reports.week', { week }),
            end: true,
          })),
        ]}
        rows={data.retention.map((cohort) => ({
          key: cohort.cohort,
          values: [
            cohort.cohort,
            cohort.size,
            ...Array.from({ length: weeks }, (_, week) => {
              const active = cohort.active[week];
              return active === undefined
                ? ''
                : `${active} (${cohort.size === 0 ? 0 : Math.round((active * 100) / cohort.size)}%)`;
            }),
          ],
        }))}
      />
    </div>
  );
}

function Agents({ query }: { query: Parameters<typeof agentPayQuery>[0] }): ReactNode {
  const { t } = useTranslation();
  const answer = useQuery(agentPayQuery(query));
  return (
    <AnsweredTable
      answer={answer}
      label={t('reports.tab.agents')}
      cells={[
        { id: 'key', header: t('reports.period') },
        { id: 'kind', header: t('reports.contractKind') },
        { id: 'settlements', header: t('reports.settlements'), end: true },
        { id: 'amount', header: t('reports.amount'), end: true },
      ]}
      rows={(data, money) =>
        data.rows.map((row) => ({
          key: `${row.key}:${row.kind}`,
          values: [row.key, t(`reports.kind.${row.kind}`), row.settlements, money(row.amount)],
        }))
      }
    />
  );
}
