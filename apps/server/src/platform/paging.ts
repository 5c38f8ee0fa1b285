/**
 * The rows to read for page `page` of `pageSize` (from 1): one row more than the page, which tells
 * whether a next page exists without counting them all.
 */
export const pageWindow = ({ page, pageSize }: { page: number; pageSize: number }) => ({
  offset: (page - 1) * pageSize,
  limit: pageSize + 1,
});

/** The page itself out of what `pageWindow` read, and whether more follow. */
export function pageOf<T>(rows: readonly T[], pageSize: number): { rows: T[]; hasMore: boolean } {
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}

/** An optional time filter of a query (already validated as ISO) as a Date. */
export const timeFilter = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso));
