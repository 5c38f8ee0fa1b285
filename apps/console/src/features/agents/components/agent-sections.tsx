import { CONTRACT_KINDS, CONTRACT_STATES } from '@platform/contracts/agents/contract-schemas';
import { AGENT_TRANSFER_DIRECTIONS } from '@platform/contracts/agents/operator-schemas';
import type { listSettlementRuns } from '@platform/contracts/agents/settlement-routes';
import { RUN_KIND_NAMES } from '@platform/contracts/agents/settlement-schemas';
import type { RouteValue } from '@platform/contracts/endpoint';
import { addDays, gmt8DayOf } from '@platform/contracts/gmt8';
import { Button } from '@platform/ui/button.tsx';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { ReasonDialog } from '../../../shared/ui/reason-dialog.tsx';
import { SectionTable, useSection } from '../../../shared/ui/section-table.tsx';
import {
  type AgentRef,
  betsQuery,
  contractsQuery,
  downloadAgentReport,
  overviewQuery,
  profitQuery,
  runLinesQuery,
  runsQuery,
  transactionsQuery,
  transfersQuery,
  useRerunSettlement,
} from '../api/agents-queries.ts';

const fieldClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-sm text-ink';

/** A labelled select of `values` (each shown by `label`), with an "any" choice when `any` is given. */
function Choice<T extends string>({
  label,
  value,
  values,
  optionLabel,
  any,
  onChange,
}: {
  label: string;
  value: T | undefined;
  values: readonly T[];
  optionLabel: (value: T) => string;
  any?: string;
  onChange: (value: T | undefined) => void;
}): ReactNode {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <select
        value={value ?? ''}
        onChange={(event) => onChange(values.find((option) => option === event.target.value))}
        className={fieldClass}
      >
        {any === undefined ? null : <option value="">{any}</option>}
        {values.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

type Range = { from: string; to: string };

/** The GMT+8 days `days` long up to today: the range a section starts with. */
function lastDays(days: number): Range {
  const today = gmt8DayOf(new Date());
  return { from: addDays(today, 1 - days), to: today };
}

function RangeInputs({ range, onChange }: { range: Range; onChange: (range: Range) => void }): ReactNode {
  const { t } = useTranslation();
  const day = (key: keyof Range) => (
    <label className="flex flex-col gap-1 text-sm">
      {t(`agents.filter.${key}`)}
      <input
        type="date"
        value={range[key]}
        onChange={(event) => event.target.value && onChange({ ...range, [key]: event.target.value })}
        className={fieldClass}
      />
    </label>
  );
  return (
    <>
      {day('from')}
      {day('to')}
    </>
  );
}

/** The contract's terms of its kind, as the agent site words them, on one line. */
function termsText(terms: Record<string, unknown>): string {
  return Object.entries(terms)
    .filter(([key]) => key !== 'kind')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

/** A party of a contract, opening its own agent page. */
function AgentLink({ party }: { party: { id: string; account: string } }): ReactNode {
  return (
    <Link
      to="/agents/$memberId"
      params={{ memberId: party.id }}
      search={{ tab: 'contracts' }}
      className="text-accent-text hover:underline"
    >
      {party.account}
    </Link>
  );
}

/**
 * The agent's contracts in their states. Staff only read them: the state machine gives every move to
 * a party (the lower level accepts or rejects, the upper level asks to terminate).
 */
export function ContractsSection({ agent }: { agent: AgentRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const [filter, setFilter] = useState<{
    side?: 'upline' | 'downline' | undefined;
    kind?: (typeof CONTRACT_KINDS)[number] | undefined;
    state?: (typeof CONTRACT_STATES)[number] | undefined;
  }>({});
  const section = useSection((query) => contractsQuery(agent, { ...query, ...filter }));
  const set =
    <K extends keyof typeof filter>(key: K) =>
    (value: (typeof filter)[K]) => {
      setFilter((current) => ({ ...current, [key]: value }));
      section.onPagingChange({ page: 1 });
    };
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-xl bg-surface-1 px-3 py-2 text-sm text-ink-muted">
        {t('agents.contracts.readOnly')}
      </p>
      <SectionTable
        label={t('agents.tab.contracts')}
        section={section}
        rows={(data) => data}
        rowKey={(row) => row.id}
        columns={[
          { id: 'id', header: t('agents.col.id'), cell: (row) => row.id },
          { id: 'kind', header: t('agents.col.kind'), cell: (row) => t(`agents.contractKind.${row.kind}`) },
          {
            id: 'state',
            header: t('agents.col.state'),
            cell: (row) => <span data-state={row.state}>{t(`agents.contractState.${row.state}`)}</span>,
          },
          { id: 'upper', header: t('agents.col.upper'), cell: (row) => <AgentLink party={row.upper} /> },
          { id: 'lower', header: t('agents.col.lower'), cell: (row) => <AgentLink party={row.lower} /> },
          {
            id: 'terms',
            header: t('agents.col.terms'),
            cell: (row) => (
              <span className="block min-w-48 max-w-72 whitespace-normal text-xs">
                {termsText(row.terms)}
              </span>
            ),
          },
          {
            id: 'decidedAt',
            header: t('agents.col.decidedAt'),
            cell: (row) => (row.decidedAt ? format.dateTime(row.decidedAt) : '—'),
          },
          {
            id: 'terminatedAt',
            header: t('agents.col.terminatedAt'),
            wideOnly: true,
            cell: (row) => (row.terminatedAt ? format.dateTime(row.terminatedAt) : '—'),
          },
        ]}
        filters={
          <>
            <Choice
              label={t('agents.filter.side')}
              value={filter.side}
              values={['upline', 'downline'] as const}
              optionLabel={(side) => t(`agents.side.${side}`)}
              any={t('agents.filter.any')}
              onChange={set('side')}
            />
            <Choice
              label={t('agents.filter.kind')}
              value={filter.kind}
              values={CONTRACT_KINDS}
              optionLabel={(kind) => t(`agents.contractKind.${kind}`)}
              any={t('agents.filter.any')}
              onChange={set('kind')}
            />
            <Choice
              label={t('agents.filter.state')}
              value={filter.state}
              values={CONTRACT_STATES}
              optionLabel={(state) => t(`agents.contractState.${state}`)}
              any={t('agents.filter.any')}
              onChange={set('state')}
            />
          </>
        }
      />
    </div>
  );
}

type RunKind = (typeof RUN_KIND_NAMES)[number];
type Run = RouteValue<typeof listSettlementRuns>['runs'][number];

/** One run's lines: this agent's, or every agent's of the period. */
function RunLines({ agent, runKind, run }: { agent: AgentRef; runKind: RunKind; run: Run }): ReactNode {
  const { t } = useTranslation();
  const [mine, setMine] = useState(true);
  const section = useSection((query) =>
    runLinesQuery(agent.merchant, {
      ...query,
      runKind,
      periodStart: run.periodStart,
      ...(mine ? { memberId: agent.memberId } : {}),
    }),
  );
  return (
    <SectionTable
      label={t('agents.settlements.lines')}
      section={section}
      rows={(data) => data}
      rowKey={(row) => row.id}
      columns={[
        { id: 'account', header: t('agents.col.account'), cell: (row) => row.account },
        { id: 'contract', header: t('agents.col.contract'), cell: (row) => row.contractId },
        { id: 'validBet', header: t('agents.col.validBet'), align: 'end', cell: (row) => row.validBet },
        { id: 'profitLoss', header: t('agents.col.profitLoss'), align: 'end', cell: (row) => row.profitLoss },
        { id: 'rate', header: t('agents.col.rate'), align: 'end', cell: (row) => `${row.rate}%` },
        { id: 'gross', header: t('agents.col.gross'), align: 'end', cell: (row) => row.gross },
        {
          id: 'downline',
          header: t('agents.col.downline'),
          align: 'end',
          wideOnly: true,
          cell: (row) => row.downline,
        },
        { id: 'amount', header: t('agents.col.amount'), align: 'end', cell: (row) => row.amount },
        {
          // Play of members on a break earns no pay: the line says how much was left out and why.
          id: 'leftOut',
          header: t('agents.col.leftOut'),
          cell: (row) =>
            row.excluded
              ? t(`agents.leftOut.${row.excluded.reason}`, { amount: row.excluded.validBet })
              : '—',
        },
        {
          id: 'paid',
          header: t('agents.col.lineState'),
          cell: (row) => t(row.paid ? 'agents.line.paid' : 'agents.line.nothing'),
        },
      ]}
      filters={
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input type="checkbox" checked={mine} onChange={(event) => setMine(event.target.checked)} />
          {t('agents.settlements.onlyAgent')}
        </label>
      }
    />
  );
}

/** The brand's settlement runs of a kind, a run's lines, and a rerun with a reason. */
export function SettlementsSection({ agent }: { agent: AgentRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const canRerun = useCan('agents.settlements.rerun');
  const [runKind, setRunKind] = useState<RunKind>('daily_salary');
  const [range, setRange] = useState(() => lastDays(30));
  const [open, setOpen] = useState<Run | null>(null);
  const [rerunning, setRerunning] = useState<Run | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const { data, error } = useQuery(runsQuery(agent.merchant, { runKind, ...range }));
  const rerun = useRerunSettlement();
  const period = (run: Run) => `${format.dateTime(run.periodStart)} – ${format.dateTime(run.periodEnd)}`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Choice
          label={t('agents.filter.runKind')}
          value={runKind}
          values={RUN_KIND_NAMES}
          optionLabel={(kind) => t(`agents.runKind.${kind}`)}
          onChange={(kind) => {
            if (kind) setRunKind(kind);
            setOpen(null);
          }}
        />
        <RangeInputs range={range} onChange={setRange} />
      </div>
      <p className="text-sm text-ink-muted">{t('agents.settlements.hint')}</p>
      {result ? (
        <p role="status" className="rounded-xl bg-surface-1 px-3 py-2 text-sm">
          {result}
        </p>
      ) : null}
      <ErrorText error={error} />
      <div className="overflow-x-auto rounded-2xl border border-line">
        <table aria-label={t('agents.settlements.runs')} className="w-full text-sm">
          <thead className="bg-surface-2 text-ink-muted">
            <tr>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('agents.col.period')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('agents.col.state')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-semibold">
                {t('agents.col.contracts')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-semibold">
                {t('agents.col.paid')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('agents.col.finishedAt')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-semibold">
                {t('agents.col.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.runs.map((run) => (
              <tr key={run.periodStart} className="border-t border-line">
                <td className="whitespace-nowrap px-4 py-3">
                  {format.dateTime(run.periodStart)}
                  <span className="block text-ink-muted">– {format.dateTime(run.periodEnd)}</span>
                </td>
                <td className="px-4 py-3">{t('agents.run.finished')}</td>
                <td className="px-4 py-3 text-end tabular-nums">{run.contracts}</td>
                <td className="px-4 py-3 text-end tabular-nums">{run.paid}</td>
                <td className="whitespace-nowrap px-4 py-3">{format.dateTime(run.finishedAt)}</td>
                <td className="whitespace-nowrap px-4 py-3 text-end">
                  <div className="flex justify-end gap-2">
                    <Button variant="secondary" className="min-h-9 px-3" onClick={() => setOpen(run)}>
                      {t('agents.settlements.viewLines')}
                    </Button>
                    {canRerun ? (
                      <Button variant="secondary" className="min-h-9 px-3" onClick={() => setRerunning(run)}>
                        {t('agents.settlements.rerun')}
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && data.runs.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('agents.settlements.none')}</p>
      ) : null}
      {open ? (
        <section className="flex flex-col gap-3">
          <h3 className="font-semibold">{t('agents.settlements.linesOf', { period: period(open) })}</h3>
          <RunLines key={`${runKind}:${open.periodStart}`} agent={agent} runKind={runKind} run={open} />
        </section>
      ) : null}
      <ReasonDialog
        open={rerunning !== null}
        onOpenChange={(next) => !next && setRerunning(null)}
        title={t('agents.settlements.rerun.title')}
        description={
          rerunning ? t('agents.settlements.rerun.description', { period: period(rerunning) }) : undefined
        }
        confirmLabel={t('agents.settlements.rerun')}
        onConfirm={async (reason) => {
          if (!rerunning) return;
          const done = await rerun.mutateAsync({
            merchant: agent.merchant,
            runKind,
            at: rerunning.periodStart,
            reason,
          });
          setResult(t('agents.settlements.rerun.done', { period: period(rerunning), count: done.paid }));
        }}
      />
    </div>
  );
}

/** The agent's transfers to and from its downline and upline. */
export function TransfersSection({ agent }: { agent: AgentRef }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const [direction, setDirection] = useState<(typeof AGENT_TRANSFER_DIRECTIONS)[number] | undefined>();
  const [range, setRange] = useState(() => lastDays(30));
  const section = useSection((query) => transfersQuery(agent, { ...query, ...range, direction }));
  return (
    <SectionTable
      label={t('agents.tab.transfers')}
      section={section}
      rows={(data) => data}
      rowKey={(row) => row.id}
      columns={[
        { id: 'at', header: t('agents.col.at'), cell: (row) => format.dateTime(row.at) },
        {
          id: 'direction',
          header: t('agents.col.direction'),
          cell: (row) => t(`agents.transfer.${row.direction}.${row.sent ? 'sent' : 'received'}`),
        },
        {
          id: 'counterparty',
          header: t('agents.col.counterparty'),
          cell: (row) => row.counterparty?.account ?? '—',
        },
        { id: 'amount', header: t('agents.col.amount'), align: 'end', cell: (row) => row.amount },
        {
          id: 'balanceAfter',
          header: t('agents.col.balanceAfter'),
          align: 'end',
          cell: (row) => row.balanceAfter,
        },
      ]}
      filters={
        <>
          <Choice
            label={t('agents.filter.direction')}
            value={direction}
            values={AGENT_TRANSFER_DIRECTIONS}
            optionLabel={(value) => t(`agents.direction.${value}`)}
            any={t('agents.filter.any')}
            onChange={(value) => {
              setDirection(value);
              section.onPagingChange({ page: 1 });
            }}
          />
          <RangeInputs
            range={range}
            onChange={(next) => {
              setRange(next);
              section.onPagingChange({ page: 1 });
            }}
          />
        </>
      }
    />
  );
}

/** A figure of the overview. */
function Figure({ label, value }: { label: string; value: ReactNode }): ReactNode {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl bg-surface-1 px-3 py-2">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** User profit and loss: each downline member's figures over the range. */
function ProfitReport({ agent, range }: { agent: AgentRef; range: Range }): ReactNode {
  const { t } = useTranslation();
  const section = useSection((query) => profitQuery(agent, { ...query, ...range }));
  return (
    <SectionTable
      label={t('agents.reports.profit')}
      section={section}
      rows={(page) => ({ items: page.rows, total: page.total })}
      rowKey={(row) => row.memberId}
      columns={[
        { id: 'account', header: t('agents.col.account'), cell: (row) => row.account },
        { id: 'level', header: t('agents.col.level'), align: 'end', cell: (row) => row.level },
        { id: 'deposits', header: t('agents.report.deposits'), align: 'end', cell: (row) => row.deposits },
        {
          id: 'withdrawals',
          header: t('agents.report.withdrawals'),
          align: 'end',
          cell: (row) => row.withdrawals,
        },
        { id: 'bets', header: t('agents.report.bets'), align: 'end', cell: (row) => row.bets },
        { id: 'profit', header: t('agents.report.profit'), align: 'end', cell: (row) => row.profit },
        {
          id: 'bonus',
          header: t('agents.report.bonus'),
          align: 'end',
          wideOnly: true,
          cell: (row) => row.bonus,
        },
      ]}
    />
  );
}

/** Team betting: the downline's game rounds opened in the range. */
function BetsReport({ agent, range }: { agent: AgentRef; range: Range }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const section = useSection((query) => betsQuery(agent, { ...query, ...range }));
  return (
    <SectionTable
      label={t('agents.reports.bets')}
      section={section}
      rows={(page) => ({ items: page.bets, total: page.total })}
      rowKey={(row) => row.id}
      columns={[
        { id: 'openedAt', header: t('agents.col.at'), cell: (row) => format.dateTime(row.openedAt) },
        { id: 'account', header: t('agents.col.account'), cell: (row) => row.account },
        { id: 'game', header: t('agents.col.game'), cell: (row) => `${row.gameName} · ${row.vendorCode}` },
        { id: 'stake', header: t('agents.col.stake'), align: 'end', cell: (row) => row.stake },
        { id: 'win', header: t('agents.col.win'), align: 'end', cell: (row) => row.win },
        { id: 'profit', header: t('agents.report.profit'), align: 'end', cell: (row) => row.profit },
        { id: 'status', header: t('agents.col.state'), cell: (row) => t(`agents.bet.${row.status}`) },
      ]}
    />
  );
}

/** Transaction details: every movement of the downline's wallets in the range. */
function TransactionsReport({ agent, range }: { agent: AgentRef; range: Range }): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const section = useSection((query) => transactionsQuery(agent, { ...query, ...range }));
  return (
    <SectionTable
      label={t('agents.reports.transactions')}
      section={section}
      rows={(page) => ({ items: page.records, total: page.total })}
      rowKey={(row) => row.id}
      columns={[
        { id: 'createdAt', header: t('agents.col.at'), cell: (row) => format.dateTime(row.createdAt) },
        { id: 'account', header: t('agents.col.account'), cell: (row) => row.account },
        { id: 'type', header: t('agents.col.kind'), cell: (row) => t(`agents.record.${row.type}`) },
        { id: 'wallet', header: t('agents.col.wallet'), cell: (row) => row.wallet },
        { id: 'amount', header: t('agents.col.amount'), align: 'end', cell: (row) => row.amount },
        {
          id: 'balanceAfter',
          header: t('agents.col.balanceAfter'),
          align: 'end',
          cell: (row) => row.balanceAfter,
        },
      ]}
    />
  );
}

const REPORTS = { profit: ProfitReport, bets: BetsReport, transactions: TransactionsReport } as const;
type ReportName = keyof typeof REPORTS;

/** The agent's reports as the agent site shows them to the agent: the same calls' figures. */
export function ReportsSection({ agent }: { agent: AgentRef }): ReactNode {
  const { t } = useTranslation();
  const [range, setRange] = useState(() => lastDays(7));
  const [report, setReport] = useState<ReportName>('profit');
  const overview = useQuery(overviewQuery(agent, range));
  const canExport = useCan('agents.reports.export');
  const download = useMutation({ mutationFn: () => downloadAgentReport(agent, { ...range, report }) });
  const data = overview.data;
  const Report = REPORTS[report];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <RangeInputs range={range} onChange={setRange} />
      </div>
      <p className="text-sm text-ink-muted">{t('agents.reports.hint')}</p>
      <ErrorText error={overview.error} />
      {data ? (
        <dl
          aria-label={t('agents.reports.overview')}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        >
          <Figure label={t('agents.report.teamSize')} value={data.teamSize} />
          <Figure label={t('agents.report.agents')} value={data.agents} />
          <Figure label={t('agents.report.directs')} value={data.directs} />
          <Figure label={t('agents.report.newMembers')} value={data.newMembers} />
          <Figure label={t('agents.report.activeMembers')} value={data.activeMembers} />
          <Figure label={t('agents.report.deposits')} value={data.totals.deposits} />
          <Figure label={t('agents.report.withdrawals')} value={data.totals.withdrawals} />
          <Figure label={t('agents.report.bets')} value={data.totals.bets} />
          <Figure label={t('agents.report.profit')} value={data.totals.profit} />
        </dl>
      ) : null}
      <Choice
        label={t('agents.filter.report')}
        value={report}
        values={['profit', 'bets', 'transactions'] as const}
        optionLabel={(name) => t(`agents.reports.${name}`)}
        onChange={(name) => name && setReport(name)}
      />
      {canExport ? (
        <Button
          variant="secondary"
          className="w-fit"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {t('agents.reports.export')}
        </Button>
      ) : null}
      <ErrorText error={download.error} />
      <Report key={`${report}:${range.from}:${range.to}`} agent={agent} range={range} />
    </div>
  );
}
