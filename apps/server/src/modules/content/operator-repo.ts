import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { appReleases } from './repo.ts';

/** LIKE's own characters in a search are meant literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

type Page = { order: 'asc' | 'desc'; offset: number; limit: number };

/** The page of `ordered` (`entries` in its order) that `page` asks for, and how many entries there are in all. */
async function pageOf<TB extends keyof DB, O>(
  db: Kysely<DB>,
  entries: SelectQueryBuilder<DB, TB, O>,
  ordered: SelectQueryBuilder<DB, TB, O>,
  page: Page,
) {
  const [rows, count] = await Promise.all([
    ordered.limit(page.limit).offset(page.offset).execute(),
    db
      .selectFrom(entries.as('entries'))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Locks every language's row of one entry until the transaction ends. */
async function lockRows(
  trx: Kysely<DB>,
  table: 'announcements' | 'banners',
  merchantId: bigint,
  entry: string,
) {
  await trx
    .selectFrom(table)
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('entry', '=', entry)
    .forUpdate()
    .execute();
}

/** Rows of one entry per language, folded into one: `texts` by language. */
function announcementEntries(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('announcements')
    .where('merchant_id', '=', merchantId)
    .groupBy(['entry', 'type'])
    .select([
      'entry',
      'type',
      (eb) => eb.fn.max('published_at').as('published_at'),
      (eb) => eb.fn.max('expires_at').as('expires_at'),
      (eb) => eb.fn.min('title').as('title'),
      sql<
        Record<string, { title: string; content: string }>
      >`jsonb_object_agg(language, jsonb_build_object('title', title, 'content', content))`.as('texts'),
    ]);
}

export async function pageAnnouncements(
  db: Kysely<DB>,
  filter: Page & {
    merchantId: bigint;
    type?: string | undefined;
    kind?: 'notices' | 'popups' | undefined;
    search?: string | undefined;
    sort: 'publishedAt' | 'title';
  },
) {
  let query = announcementEntries(db, filter.merchantId);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.kind) query = query.where('type', filter.kind === 'popups' ? '=' : '<>', 'PU');
  if (filter.search) query = query.having(sql<boolean>`bool_or(title ILIKE ${containing(filter.search)})`);
  return pageOf(
    db,
    query,
    query.orderBy(filter.sort === 'title' ? 'title' : 'published_at', filter.order).orderBy('entry'),
    filter,
  );
}

export async function lockAnnouncement(trx: Kysely<DB>, merchantId: bigint, entry: string) {
  await lockRows(trx, 'announcements', merchantId, entry);
  return announcementEntries(trx, merchantId).where('entry', '=', entry).executeTakeFirst();
}

export async function replaceAnnouncement(
  trx: Kysely<DB>,
  merchantId: bigint,
  entry: string,
  rows: {
    type: string;
    language: string;
    title: string;
    content: string;
    published_at: Date;
    expires_at: Date | null;
  }[],
): Promise<void> {
  await trx
    .deleteFrom('announcements')
    .where('merchant_id', '=', merchantId)
    .where('entry', '=', entry)
    .execute();
  await trx
    .insertInto('announcements')
    .values(rows.map((row) => ({ ...row, merchant_id: merchantId, entry })))
    .execute();
}

function bannerEntries(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('banners')
    .where('merchant_id', '=', merchantId)
    .groupBy([
      'entry',
      'group_name',
      'image_url',
      'linkage_type',
      'link',
      'sort_order',
      'enabled',
      'starts_at',
      'ends_at',
    ])
    .select([
      'entry',
      'group_name',
      'image_url',
      'linkage_type',
      'link',
      'sort_order',
      'enabled',
      'starts_at',
      'ends_at',
      (eb) => eb.fn.min('title').as('title'),
      sql<
        Record<string, { title: string }>
      >`jsonb_object_agg(language, jsonb_build_object('title', title))`.as('texts'),
    ]);
}

const BANNER_SORT = { sortOrder: 'sort_order', startsAt: 'starts_at', title: 'title' } as const;

export async function pageBanners(
  db: Kysely<DB>,
  filter: Page & {
    merchantId: bigint;
    group?: string | undefined;
    search?: string | undefined;
    sort: 'sortOrder' | 'startsAt' | 'title';
  },
) {
  let query = bannerEntries(db, filter.merchantId);
  if (filter.group) query = query.where('group_name', '=', filter.group);
  if (filter.search) query = query.having(sql<boolean>`bool_or(title ILIKE ${containing(filter.search)})`);
  return pageOf(db, query, query.orderBy(BANNER_SORT[filter.sort], filter.order).orderBy('entry'), filter);
}

export async function lockBanner(trx: Kysely<DB>, merchantId: bigint, entry: string) {
  await lockRows(trx, 'banners', merchantId, entry);
  return bannerEntries(trx, merchantId).where('entry', '=', entry).executeTakeFirst();
}

export async function replaceBanner(
  trx: Kysely<DB>,
  merchantId: bigint,
  entry: string,
  shared: {
    group_name: string;
    image_url: string;
    linkage_type: 'NONE' | 'URL' | 'ROUTE';
    link: string | null;
    sort_order: number;
    enabled: boolean;
    starts_at: Date | null;
    ends_at: Date | null;
  },
  titles: { language: string; title: string }[],
): Promise<void> {
  await trx.deleteFrom('banners').where('merchant_id', '=', merchantId).where('entry', '=', entry).execute();
  await trx
    .insertInto('banners')
    .values(titles.map((text) => ({ ...shared, ...text, merchant_id: merchantId, entry })))
    .execute();
}

type SectionPage = 'help' | 'join' | 'download';

function sectionEntries(db: Kysely<DB>, merchantId: bigint, page: SectionPage) {
  return db
    .selectFrom('content_sections')
    .where('merchant_id', '=', merchantId)
    .where('page', '=', page)
    .groupBy('section_key')
    .select([
      'section_key',
      (eb) => eb.fn.max('parent_key').as('parent_key'),
      (eb) => eb.fn.min('sort_order').as('sort_order'),
      sql<
        Record<string, { title: string; body: string }>
      >`jsonb_object_agg(language, jsonb_build_object('title', title, 'body', body))`.as('texts'),
    ]);
}

export async function pageSections(
  db: Kysely<DB>,
  filter: Page & { merchantId: bigint; page: SectionPage; sort: 'sortOrder' | 'key' },
) {
  const query = sectionEntries(db, filter.merchantId, filter.page);
  return pageOf(
    db,
    query,
    query.orderBy(filter.sort === 'key' ? 'section_key' : 'sort_order', filter.order).orderBy('section_key'),
    filter,
  );
}

export async function lockSection(trx: Kysely<DB>, merchantId: bigint, page: SectionPage, key: string) {
  await trx
    .selectFrom('content_sections')
    .select('section_key')
    .where('merchant_id', '=', merchantId)
    .where('page', '=', page)
    .where('section_key', '=', key)
    .forUpdate()
    .execute();
  return sectionEntries(trx, merchantId, page).where('section_key', '=', key).executeTakeFirst();
}

export async function replaceSection(
  trx: Kysely<DB>,
  merchantId: bigint,
  section: { page: SectionPage; key: string; parentKey: string | null; sortOrder: number },
  texts: { language: string; title: string; body: string }[],
): Promise<void> {
  await trx
    .deleteFrom('content_sections')
    .where('merchant_id', '=', merchantId)
    .where('page', '=', section.page)
    .where('section_key', '=', section.key)
    .execute();
  await trx
    .insertInto('content_sections')
    .values(
      texts.map((text) => ({
        ...text,
        merchant_id: merchantId,
        page: section.page,
        section_key: section.key,
        parent_key: section.parentKey,
        sort_order: section.sortOrder,
      })),
    )
    .execute();
}

/** The brand's app releases, locked until the transaction ends. */
export function lockAppReleases(trx: Kysely<DB>, merchantId: bigint) {
  return appReleases(trx, merchantId).forUpdate().execute();
}

export async function putAppRelease(
  trx: Kysely<DB>,
  merchantId: bigint,
  platform: DB['app_releases']['platform'],
  release: { url: string; version: string; sortOrder: number } | null,
): Promise<void> {
  if (release === null) {
    await trx
      .deleteFrom('app_releases')
      .where('merchant_id', '=', merchantId)
      .where('platform', '=', platform)
      .execute();
    return;
  }
  const row = { url: release.url, version: release.version, sort_order: release.sortOrder };
  await trx
    .insertInto('app_releases')
    .values({ merchant_id: merchantId, platform, ...row })
    .onConflict((conflict) => conflict.columns(['merchant_id', 'platform']).doUpdateSet(row))
    .execute();
}
