import { EmptyState } from '@platform/ui/empty-state.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { type Column, ReportTable } from './report-table.tsx';

type PagedReportProps<Row> = {
  /** The query's state: its error, and its answer's rows and total once loaded. */
  query: { error: unknown; refetch: () => unknown; isFetching: boolean };
  loaded: { rows: readonly Row[]; total: number } | undefined;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  label: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  totals?: Partial<Record<string, ReactNode>>;
  /** What to try when the period is empty; the default suggests a longer period or the whole team. */
  emptyHint?: string;
};

/** A paged report's states: loading, failed, empty (with what to try), or its table and pages. */
export function PagedReport<Row>({
  query,
  loaded,
  page,
  pageSize,
  onPageChange,
  label,
  columns,
  rowKey,
  totals,
  emptyHint,
}: PagedReportProps<Row>): ReactNode {
  const { t } = useTranslation('agent');
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (loaded === undefined) return <Skeleton className="h-64" />;
  if (loaded.total === 0)
    return <EmptyState title={t('report.empty')} description={emptyHint ?? t('report.emptyHint')} />;
  return (
    <>
      <ReportTable
        label={label}
        columns={columns}
        rows={loaded.rows}
        rowKey={rowKey}
        isStale={query.isFetching}
        {...(totals ? { totals } : {})}
      />
      <Pagination
        page={page}
        pageCount={Math.ceil(loaded.total / pageSize)}
        onPageChange={onPageChange}
        label={label}
      />
    </>
  );
}
