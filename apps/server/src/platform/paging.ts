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

/**
 * A staff list's page, narrowed to one member when the query names a member account: an account that
 * names no member lists nothing, without reading. `read` takes the member (undefined: every member)
 * and the rows to read (pageWindow); `view` turns the page's rows into its items.
 */
export async function memberFilteredPage<Row, Item>(
  query: { page: number; size: number; memberAccount?: string | undefined },
  memberIdOf: (account: string) => Promise<bigint | undefined>,
  read: (filter: { memberId: bigint | undefined; offset: number; limit: number }) => Promise<Row[]>,
  view: (rows: Row[]) => Promise<Item[]>,
): Promise<{ items: Item[]; page: number; size: number; hasMore: boolean }> {
  const page = { page: query.page, size: query.size };
  const memberId = query.memberAccount === undefined ? undefined : await memberIdOf(query.memberAccount);
  if (memberId === undefined && query.memberAccount !== undefined)
    return { items: [], ...page, hasMore: false };
  const { rows, hasMore } = pageOf(
    await read({ memberId, ...pageWindow({ page: query.page, pageSize: query.size }) }),
    query.size,
  );
  return { items: await view(rows), ...page, hasMore };
}

/** An optional time filter of a query (already validated as ISO) as a Date. */
export const timeFilter = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso));

/** The most rows one CSV export holds: a longer history is exported a time range at a time. */
export const EXPORT_ROWS = 50_000;
const EXPORT_PAGE = 1_000;

/**
 * Every row `readPage` finds, newest first, up to `cap`, read a page at a time by id (`before` the
 * last one seen), so that an export streams out as it is read and never holds the whole in memory.
 */
export async function* everyRow<T extends { id: string }>(
  readPage: (before: bigint | undefined, limit: number) => Promise<T[]>,
  cap = EXPORT_ROWS,
): AsyncGenerator<T> {
  let before: bigint | undefined;
  let written = 0;
  while (written < cap) {
    const page = await readPage(before, Math.min(EXPORT_PAGE, cap - written));
    yield* page;
    written += page.length;
    const last = page.at(-1);
    if (page.length < EXPORT_PAGE || !last) return;
    before = BigInt(last.id);
  }
}
