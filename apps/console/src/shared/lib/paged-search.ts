/**
 * A server-paged list's state, kept in the URL's search params so a screen can be shared, reloaded
 * and navigated back to: `page`, `size`, `sort`, `order`, and the screen's own filters beside them.
 * Every list of the operator API takes these names (e.g. ZStaffListQuery) and answers
 * `{ items, total, page, size }`.
 */
export type PagedSearch<TSort extends string> = {
  page: number;
  size: number;
  sort: TSort;
  order: 'asc' | 'desc';
};

/**
 * One page as the server answered it: with the `total` when the list counts its rows, else with
 * `hasMore` (a long list such as the players' says whether another page follows instead of counting).
 */
export type Paged<T> = { items: T[]; page: number; size: number } & (
  | { total: number; hasMore?: undefined }
  | { total?: undefined; hasMore: boolean }
);

export const PAGE_SIZES = [20, 50, 100] as const;

/**
 * How many pages the pager offers: all of them when the list counts its rows, else the pages up to
 * this one and the next when the server says one follows.
 */
export function pageCountOf(data: Paged<unknown>): number {
  if (data.total === undefined) return data.page + (data.hasMore ? 1 : 0);
  return Math.max(1, Math.ceil(data.total / data.size));
}

function positiveInt(value: unknown, fallback: number, max: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
}

/**
 * The paging part of a route's `validateSearch`: anything missing or malformed in the URL falls back
 * to the defaults, never to an error. Spread the screen's own filters beside it.
 */
export function pagedSearch<TSort extends string>(
  search: Record<string, unknown>,
  sorts: readonly TSort[],
  defaults: { sort: TSort; order?: 'asc' | 'desc'; size?: number },
): PagedSearch<TSort> {
  const sort = sorts.find((key) => key === search.sort) ?? defaults.sort;
  const order = search.order === 'asc' || search.order === 'desc' ? search.order : (defaults.order ?? 'asc');
  return {
    page: positiveInt(search.page, 1, 10_000),
    size: positiveInt(search.size, defaults.size ?? 50, 200),
    sort,
    order,
  };
}

/** A filter given as text in the URL, or undefined when absent or empty. */
export function textFilter(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A time filter from the URL when it is one (as ISO time); anything else is no filter, never an error. */
export function timeFilter(value: unknown): string | undefined {
  const text = textFilter(value);
  return text !== undefined && !Number.isNaN(Date.parse(text)) ? new Date(text).toISOString() : undefined;
}

/** A row id from the URL (a cursor, a staff member's id) when it is one; anything else is no filter. */
export function rowIdFilter(value: unknown): string | undefined {
  const text = textFilter(typeof value === 'number' ? String(value) : value);
  return text !== undefined && /^[1-9]\d{0,18}$/.test(text) ? text : undefined;
}
