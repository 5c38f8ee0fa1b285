import { useState } from 'react';
import type { ReportFilter } from '../components/report-filters.tsx';

/** A report's filter and page: a new filter starts again at page 1. */
export function useReportFilter() {
  const [filter, setFilter] = useState<ReportFilter>({ preset: 'today', account: '', type: '' });
  const [page, setPage] = useState(1);
  return {
    filter,
    page,
    setPage,
    setFilter: (next: ReportFilter) => {
      setFilter(next);
      setPage(1);
    },
  };
}
