import type {
  ZAnnouncementSaveBody,
  ZAppReleaseSaveBody,
  ZBannerSaveBody,
  ZSectionSaveBody,
  ZStaffAnnouncement,
  ZStaffAnnouncementsQuery,
  ZStaffAppRelease,
  ZStaffBanner,
  ZStaffBannersQuery,
  ZStaffSection,
  ZStaffSectionsQuery,
} from '@platform/contracts/catalogue/content-schemas';
import type { AnnouncementType } from '@platform/contracts/content/announcements';
import type { BANNER_GROUPS } from '@platform/contracts/content/banners';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OperatorSession } from '../../platform/endpoint.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { recordStaffAction } from '../audit/service.ts';
import * as repo from './operator-repo.ts';
import { listAppReleases } from './repo.ts';

const iso = (time: Date | null) => (time === null ? null : time.toISOString());
const paging = (query: { page: number; size: number; order: 'asc' | 'desc' }) => ({
  order: query.order,
  offset: (query.page - 1) * query.size,
  limit: query.size,
});

/**
 * The languages of `texts`, each one the brand offers; a member of a language left out sees nothing of
 * the entry, while a language the brand does not offer could never be read.
 */
function brandTexts<T>(merchant: Merchant, texts: Record<string, T>): [string, T][] {
  const entries = Object.entries(texts);
  const foreign = entries.find(([language]) => !merchant.languages.includes(language));
  if (foreign)
    throw new AppError('request.invalid', {
      issues: [{ path: `body.texts.${foreign[0]}`, code: 'invalid' }],
    });
  return entries;
}

/** A page of entries as staff see them, with the brand's languages the editor offers a tab for. */
function brandPage<Row, Entry>(
  merchant: Merchant,
  query: { page: number; size: number },
  { rows, total }: { rows: Row[]; total: number },
  toEntry: (row: Row) => Entry,
) {
  return {
    items: rows.map(toEntry),
    total,
    page: query.page,
    size: query.size,
    languages: merchant.languages,
    defaultLanguage: merchant.defaultLanguage,
    imageHost: merchant.imageCdns[0] ?? '',
  };
}

/**
 * Replaces an entry inside `trx` and audits it with its state `before` (none: created) and after;
 * answers the entry as staff see it.
 */
async function replaceAudited<Row, Entry>(
  trx: Transaction<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  change: {
    kind: 'announcement' | 'banner' | 'section';
    subject: string;
    before: Row | undefined;
    replace: () => Promise<void>;
    read: () => Promise<Row | undefined>;
    toEntry: (row: Row) => Entry;
  },
) {
  await change.replace();
  const after = await change.read();
  if (!after) throw new AppError('content.not.found');
  const { before, toEntry } = change;
  await recordStaffAction(trx, staff, {
    action: `content.${change.kind}.${before ? 'update' : 'create'}`,
    merchantId: merchant.id,
    subject: `${change.kind}:${change.subject}`,
    detail: { before: before ? toEntry(before) : null, after: toEntry(after) },
  });
  return toEntry(after);
}

type AnnouncementRow = NonNullable<Awaited<ReturnType<typeof repo.lockAnnouncement>>>;

function toAnnouncement(row: AnnouncementRow): z.input<typeof ZStaffAnnouncement> {
  return {
    entry: row.entry,
    type: row.type as AnnouncementType,
    publishedAt: row.published_at.toISOString(),
    expiresAt: iso(row.expires_at),
    texts: row.texts,
  };
}

export async function staffAnnouncements(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZStaffAnnouncementsQuery>,
) {
  const rows = await repo.pageAnnouncements(db, {
    merchantId: merchant.id,
    type: query.type,
    kind: query.kind,
    search: query.search || undefined,
    sort: query.sort,
    ...paging(query),
  });
  return brandPage(merchant, query, rows, toAnnouncement);
}

/** Creates an announcement or replaces one in every language at once; audited with before and after. */
export async function saveAnnouncement(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZAnnouncementSaveBody>,
  now = new Date(),
) {
  const texts = brandTexts(merchant, body.texts);
  const publishedAt = body.publishedAt === undefined ? now : new Date(body.publishedAt);
  const expiresAt = body.expiresAt === null ? null : new Date(body.expiresAt);
  if (expiresAt !== null && expiresAt <= publishedAt)
    throw new AppError('request.invalid', { issues: [{ path: 'body.expiresAt', code: 'invalid' }] });
  return db.transaction().execute(async (trx) => {
    const entry = body.entry ?? crypto.randomUUID();
    const before =
      body.entry === undefined ? undefined : await repo.lockAnnouncement(trx, merchant.id, entry);
    if (body.entry !== undefined && !before) throw new AppError('content.not.found');
    return replaceAudited(trx, staff, merchant, {
      kind: 'announcement',
      subject: entry,
      before,
      replace: () =>
        repo.replaceAnnouncement(
          trx,
          merchant.id,
          entry,
          texts.map(([language, text]) => ({
            type: body.type,
            language,
            title: text.title,
            content: text.content,
            published_at: publishedAt,
            expires_at: expiresAt,
          })),
        ),
      read: () => repo.lockAnnouncement(trx, merchant.id, entry),
      toEntry: toAnnouncement,
    });
  });
}

type BannerRow = NonNullable<Awaited<ReturnType<typeof repo.lockBanner>>>;

function toBanner(row: BannerRow): z.input<typeof ZStaffBanner> {
  return {
    entry: row.entry,
    group: row.group_name as (typeof BANNER_GROUPS)[number],
    imageUrl: row.image_url,
    linkageType: row.linkage_type,
    link: row.link,
    sortOrder: row.sort_order,
    enabled: row.enabled,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    texts: row.texts,
  };
}

export async function staffBanners(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZStaffBannersQuery>,
) {
  const rows = await repo.pageBanners(db, {
    merchantId: merchant.id,
    group: query.group,
    search: query.search || undefined,
    sort: query.sort,
    ...paging(query),
  });
  return brandPage(merchant, query, rows, toBanner);
}

/** Where a banner leads must fit its kind: nowhere, a web address, or a page of the site. */
function checkedLink(linkageType: 'NONE' | 'URL' | 'ROUTE', link: string | null): string | null {
  const fits =
    linkageType === 'NONE'
      ? link === null || link === ''
      : linkageType === 'URL'
        ? link !== null && /^https:\/\/[^\s]+$/.test(link)
        : link !== null && /^\/[A-Za-z0-9/_?=&.-]*$/.test(link);
  if (!fits) throw new AppError('request.invalid', { issues: [{ path: 'body.link', code: 'invalid' }] });
  return linkageType === 'NONE' ? null : link;
}

/** Creates a banner or replaces one in every language at once, with its schedule; audited. */
export async function saveBanner(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZBannerSaveBody>,
) {
  const texts = brandTexts(merchant, body.texts);
  const startsAt = body.startsAt === null ? null : new Date(body.startsAt);
  const endsAt = body.endsAt === null ? null : new Date(body.endsAt);
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt)
    throw new AppError('request.invalid', { issues: [{ path: 'body.endsAt', code: 'invalid' }] });
  const link = checkedLink(body.linkageType, body.link);
  return db.transaction().execute(async (trx) => {
    const entry = body.entry ?? crypto.randomUUID();
    const before = body.entry === undefined ? undefined : await repo.lockBanner(trx, merchant.id, entry);
    if (body.entry !== undefined && !before) throw new AppError('content.not.found');
    return replaceAudited(trx, staff, merchant, {
      kind: 'banner',
      subject: entry,
      before,
      replace: () =>
        repo.replaceBanner(
          trx,
          merchant.id,
          entry,
          {
            group_name: body.group,
            image_url: body.imageUrl,
            linkage_type: body.linkageType,
            link,
            sort_order: body.sortOrder,
            enabled: body.enabled,
            starts_at: startsAt,
            ends_at: endsAt,
          },
          texts.map(([language, text]) => ({ language, title: text.title })),
        ),
      read: () => repo.lockBanner(trx, merchant.id, entry),
      toEntry: toBanner,
    });
  });
}

type SectionRow = NonNullable<Awaited<ReturnType<typeof repo.lockSection>>>;

function toSection(row: SectionRow): z.input<typeof ZStaffSection> {
  return {
    key: row.section_key,
    parentKey: row.parent_key,
    sortOrder: row.sort_order ?? 0,
    texts: row.texts,
  };
}

export async function staffSections(
  db: Kysely<DB>,
  merchant: Merchant,
  query: z.output<typeof ZStaffSectionsQuery>,
) {
  const rows = await repo.pageSections(db, {
    merchantId: merchant.id,
    page: query.kind,
    sort: query.sort,
    ...paging(query),
  });
  return brandPage(merchant, query, rows, toSection);
}

/**
 * Creates or replaces a section of the help centre, join page or app download guides in every language
 * at once; audited. Only the help centre nests: an article names its category.
 */
export async function saveSection(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZSectionSaveBody>,
) {
  const texts = brandTexts(merchant, body.texts);
  if (body.parentKey !== null && (body.kind !== 'help' || body.parentKey === body.key))
    throw new AppError('request.invalid', { issues: [{ path: 'body.parentKey', code: 'invalid' }] });
  return db.transaction().execute(async (trx) => {
    const before = await repo.lockSection(trx, merchant.id, body.kind, body.key);
    return replaceAudited(trx, staff, merchant, {
      kind: 'section',
      subject: `${body.kind}/${body.key}`,
      before,
      replace: () =>
        repo.replaceSection(
          trx,
          merchant.id,
          { page: body.kind, key: body.key, parentKey: body.parentKey, sortOrder: body.sortOrder },
          texts.map(([language, text]) => ({ language, title: text.title, body: text.body })),
        ),
      read: () => repo.lockSection(trx, merchant.id, body.kind, body.key),
      toEntry: toSection,
    });
  });
}

type ReleaseRow = Awaited<ReturnType<typeof listAppReleases>>[number];

function toRelease(row: ReleaseRow): z.input<typeof ZStaffAppRelease> {
  return { platform: row.platform, url: row.url, version: row.version, sortOrder: row.sort_order };
}

export async function staffAppReleases(db: Kysely<DB>, merchant: Merchant) {
  return { items: (await listAppReleases(db, merchant.id)).map(toRelease) };
}

/**
 * Sets a platform's build on the download page (its address, version and place), or takes the platform
 * off it; audited with the platform's release before and after. The page reads the table at every call.
 */
export async function saveAppRelease(
  db: Kysely<DB>,
  staff: OperatorSession,
  merchant: Merchant,
  body: z.output<typeof ZAppReleaseSaveBody>,
) {
  return db.transaction().execute(async (trx) => {
    const of = (rows: ReleaseRow[]) => rows.find(({ platform }) => platform === body.platform);
    const before = of(await repo.lockAppReleases(trx, merchant.id));
    await repo.putAppRelease(trx, merchant.id, body.platform, body.release);
    const rows = await repo.lockAppReleases(trx, merchant.id);
    const after = of(rows);
    await recordStaffAction(trx, staff, {
      action: `content.release.${after ? (before ? 'update' : 'create') : 'delete'}`,
      merchantId: merchant.id,
      subject: `release:${body.platform}`,
      detail: { before: before ? toRelease(before) : null, after: after ? toRelease(after) : null },
    });
    return { items: rows.map(toRelease) };
  });
}
