/** The spec's pagination defaults: 3 pages around the current one, 1 at each end, pages count from 1. */
export const PAGINATION_DEFAULTS = { range: 3, margin: 1, firstPage: 1 } as const;

export type PaginationItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'start' | 'end' };

type PaginationItemsInput = {
  page: number;
  pageCount: number;
  /** How many pages to show around the current page. */
  range?: number;
  /** How many pages to keep at each end. */
  margin?: number;
};

/**
 * The buttons of a page list: the first and last `margin` pages, a window of `range` pages around the
 * current one, and a gap where pages are left out. A gap of a single page shows that page instead,
 * since an ellipsis would take the same room and hide it.
 */
export function paginationItems({
  page,
  pageCount,
  range = PAGINATION_DEFAULTS.range,
  margin = PAGINATION_DEFAULTS.margin,
}: PaginationItemsInput): PaginationItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  const width = Math.max(range, 1);
  const windowEnd = Math.min(pageCount, Math.max(current - Math.floor(width / 2), 1) + width - 1);
  const windowStart = Math.max(1, windowEnd - width + 1);

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, pageCount); p += 1) shown.add(p);
  for (let p = windowStart; p <= windowEnd; p += 1) shown.add(p);
  for (let p = Math.max(pageCount - margin + 1, 1); p <= pageCount; p += 1) shown.add(p);

  const items: PaginationItem[] = [];
  let previous = 0;
  // The page after the last one closes a trailing gap when no margin pages are kept.
  for (const p of [...[...shown].sort((a, b) => a - b), pageCount + 1]) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    if (p - previous > 2) items.push({ kind: 'gap', key: previous < current ? 'start' : 'end' });
    if (p <= pageCount) items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}
