import { useState } from 'react';
import type { PagedSearch } from '../../../shared/lib/paged-search.ts';
import type { Column } from '../../../shared/ui/data-table.tsx';

/** The 360's sections list newest first, the server's only order: no column sorts. */
type Newest = 'newest';
export type SectionColumn<T> = Column<T, Newest>;
type SectionPaging = PagedSearch<Newest>;

/**
 * A section's own page and page size, kept in the component (the 360's tab is in the URL, its
 * sections' pages are not); `query` is what the API's sections take.
 */
export function useSectionPaging(size = 20) {
  const [paging, setPaging] = useState<SectionPaging>({ page: 1, size, sort: 'newest', order: 'desc' });
  return {
    paging,
    onPagingChange: (patch: Partial<SectionPaging>) => setPaging((current) => ({ ...current, ...patch })),
    query: { page: paging.page, pageSize: paging.size },
  };
}
