import { EmptyState } from '@platform/ui/empty-state.tsx';
import { Pagination } from '@platform/ui/pagination.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { POINTS_PAGE_SIZE } from '../api/points-mall.ts';

type PagedSectionProps<T extends { total: number }> = {
  result: UseQueryResult<T>;
  page: number;
  onPageChange: (page: number) => void;
  empty: { title: string; description: string };
  children: (data: T) => ReactNode;
};

/** One page of a member's list, with its loading, failure and empty states and the page list. */
export function PagedSection<T extends { total: number }>({
  result,
  page,
  onPageChange,
  empty,
  children,
}: PagedSectionProps<T>): ReactNode {
  const { data, error, refetch } = result;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="h-64" />;
  if (data.total === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <div className="flex flex-col gap-4">
      {children(data)}
      <Pagination
        page={page}
        pageCount={Math.ceil(data.total / POINTS_PAGE_SIZE)}
        onPageChange={onPageChange}
      />
    </div>
  );
}
