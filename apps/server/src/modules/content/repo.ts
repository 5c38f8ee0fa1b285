import type { AnnouncementType } from '@platform/contracts/content/announcements';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ContentDefinition } from './content-definition.ts';

type Scope = { merchantId: bigint; language: string };

/** One page of live announcements, newest first, and how many there are in all. */
export async function pageAnnouncements(
  db: Kysely<DB>,
  scope: Scope & { type: AnnouncementType; now: Date; limit: number; offset: number },
) {
  const live = db
    .selectFrom('announcements')
    .where('merchant_id', '=', scope.merchantId)
    .where('type', '=', scope.type)
    .where('language', '=', scope.language)
    .where('published_at', '<=', scope.now)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', scope.now)]));
  const [rows, { total }] = await Promise.all([
    live
      .select(['id', 'type', 'title', 'content', 'published_at'])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(scope.limit)
      .offset(scope.offset)
      .execute(),
    live.select((eb) => eb.fn.countAll<bigint>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total) };
}

/** The group's enabled banners whose schedule holds `now`, in display order. */
export function listBanners(db: Kysely<DB>, scope: Scope & { group: string; now: Date }) {
  return db
    .selectFrom('banners')
    .select(['id', 'group_name', 'image_url', 'title', 'linkage_type', 'link'])
    .where('merchant_id', '=', scope.merchantId)
    .where('group_name', '=', scope.group)
    .where('language', '=', scope.language)
    .where('enabled', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', scope.now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', scope.now)]))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listSections(db: Kysely<DB>, scope: Scope & { page: 'help' | 'join' | 'download' }) {
  return db
    .selectFrom('content_sections')
    .select(['section_key', 'parent_key', 'title', 'body'])
    .where('merchant_id', '=', scope.merchantId)
    .where('page', '=', scope.page)
    .where('language', '=', scope.language)
    .orderBy('sort_order')
    .orderBy('section_key')
    .execute();
}

/** The brand's app releases in the download page's order. */
export function appReleases(db: Kysely<DB>, merchantId: bigint) {
  return db
    .selectFrom('app_releases')
    .select(['platform', 'url', 'version', 'sort_order'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort_order')
    .orderBy('platform');
}

export function listAppReleases(db: Kysely<DB>, merchantId: bigint) {
  return appReleases(db, merchantId).execute();
}

/** Writes a brand's content; the caller runs it inside one transaction. */
export async function insertContent(
  trx: Kysely<DB>,
  merchantId: bigint,
  content: ContentDefinition,
): Promise<void> {
  const withBrand = <T extends object>(rows: T[]) => rows.map((row) => ({ merchant_id: merchantId, ...row }));
  if (content.announcements.length > 0) {
    await trx.insertInto('announcements').values(withBrand(content.announcements)).execute();
  }
  if (content.banners.length > 0)
    await trx.insertInto('banners').values(withBrand(content.banners)).execute();
  if (content.sections.length > 0) {
    await trx.insertInto('content_sections').values(withBrand(content.sections)).execute();
  }
  if (content.appReleases.length > 0) {
    await trx.insertInto('app_releases').values(withBrand(content.appReleases)).execute();
  }
}
