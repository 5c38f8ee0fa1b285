import type { AnnouncementPage, AnnouncementType } from '@platform/contracts/content/announcements';
import type { Banner } from '@platform/contracts/content/banners';
import type { AppDownload, HelpCenter, JoinUs } from '@platform/contracts/content/pages';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Merchant } from '../../platform/merchant.ts';
import type { ContentDefinition } from './content-definition.ts';
import * as repo from './repo.ts';

/** Content is written per brand language: the visitor's language when the brand has it, else its default. */
export function contentLanguage(merchant: Merchant, requested: string | undefined): string {
  return requested && merchant.languages.includes(requested) ? requested : merchant.defaultLanguage;
}

export async function getAnnouncements(
  db: Kysely<DB>,
  merchant: Merchant,
  language: string,
  query: { type: AnnouncementType; page: number; pageSize: number },
  now = new Date(),
): Promise<AnnouncementPage> {
  const { rows, total } = await repo.pageAnnouncements(db, {
    merchantId: merchant.id,
    language,
    type: query.type,
    now,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      type: query.type,
      title: row.title,
      content: row.content,
      timestamp: row.published_at.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getBanners(
  db: Kysely<DB>,
  merchant: Merchant,
  language: string,
  group: string,
  now = new Date(),
): Promise<Banner[]> {
  const rows = await repo.listBanners(db, { merchantId: merchant.id, language, group, now });
  return rows.map((row) => ({
    bannerId: String(row.id),
    groupName: row.group_name,
    url: row.image_url,
    title: row.title,
    linkageType: row.linkage_type,
    link: row.link,
  }));
}

/** The home page's hero banners (the web app's `w_home` group). */
const HOME_BANNERS = 'w_home';

/**
 * What the server paints of the home page before the app's scripts run (site-head.ts): the first
 * home banner in the brand's default language (the visitor's is not known before the app reads it),
 * and whether headlines scroll above it, which push it down; undefined for a brand without one.
 */
export async function homeShell(
  db: Kysely<DB>,
  merchant: Merchant,
  now = new Date(),
): Promise<{ imagePath: string; hasHeadlines: boolean } | undefined> {
  const scope = { merchantId: merchant.id, language: merchant.defaultLanguage, now };
  const [banners, headlines] = await Promise.all([
    repo.listBanners(db, { ...scope, group: HOME_BANNERS }),
    repo.pageAnnouncements(db, { ...scope, type: 'H', limit: 1, offset: 0 }),
  ]);
  const [first] = banners;
  return first && { imagePath: first.image_url, hasHeadlines: headlines.total > 0 };
}

export async function getHelpCenter(
  db: Kysely<DB>,
  merchant: Merchant,
  language: string,
): Promise<HelpCenter> {
  const rows = await repo.listSections(db, { merchantId: merchant.id, language, page: 'help' });
  return {
    categories: rows
      .filter((row) => row.parent_key === null)
      .map((category) => ({
        id: category.section_key,
        title: category.title,
        articles: rows
          .filter((row) => row.parent_key === category.section_key)
          .map((article) => ({ id: article.section_key, title: article.title, body: article.body })),
      })),
  };
}

export async function getJoinUs(db: Kysely<DB>, merchant: Merchant, language: string): Promise<JoinUs> {
  const rows = await repo.listSections(db, { merchantId: merchant.id, language, page: 'join' });
  return {
    sections: rows.map((row) => ({ id: row.section_key, title: row.title, body: row.body })),
    contactUrl: merchant.joinContactUrl,
  };
}

/** Each release with its install guide: the `download` section named after the platform, a step a line. */
export async function getAppDownload(
  db: Kysely<DB>,
  merchant: Merchant,
  language: string,
): Promise<AppDownload> {
  const [releases, guides] = await Promise.all([
    repo.listAppReleases(db, merchant.id),
    repo.listSections(db, { merchantId: merchant.id, language, page: 'download' }),
  ]);
  return {
    apps: releases.map((release) => ({
      platform: release.platform,
      url: release.url,
      version: release.version,
      guide: (guides.find((guide) => guide.section_key === release.platform)?.body ?? '')
        .split('\n')
        .map((step) => step.trim())
        .filter(Boolean),
    })),
  };
}

/** Writes a brand's content. Several writes: run it inside a transaction. */
export function createContent(
  trx: Kysely<DB>,
  merchantId: bigint,
  content: ContentDefinition,
): Promise<void> {
  return repo.insertContent(trx, merchantId, content);
}
