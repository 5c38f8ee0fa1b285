import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';

type ReportBodyProps = {
  error: unknown;
  onRetry: () => void;
  total: number | undefined;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  label: string;
  children: ReactNode;
};

/** A paged report's states: loading, failed, empty (with what to try), or its table and pages. */
export function ReportBody({
  error,
  onRetry,
  total,
  page,
  pageSize,
  onPageChange,
  label,
  children,
}: ReportBodyProps): ReactNode {
  const { t } = useTranslation('agent');
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (total === undefined) return <Skeleton className="h-64" />;
  if (total === 0) return <EmptyState title={t('report.empty')} description={t('report.emptyHint')} />;
  return (
    <>
      {children}
      <Pagination
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        onPageChange={onPageChange}
        label={label}
      />
    </>
  );
}
