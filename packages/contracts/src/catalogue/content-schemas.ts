import { z } from 'zod';
import { ZAnnouncementType } from '../content/announcements.ts';
import { BANNER_GROUPS, ZLinkageType } from '../content/banners.ts';
import { ZAppPlatform } from '../content/pages.ts';
import { pagedQuery, pageOf, ZBrandCode, ZImageHost } from './paging.ts';

export const ANNOUNCEMENT_SORT_KEYS = ['publishedAt', 'title'] as const;
export const BANNER_SORT_KEYS = ['sortOrder', 'startsAt', 'title'] as const;
export const SECTION_PAGES = ['help', 'join', 'download'] as const;
export const SECTION_SORT_KEYS = ['sortOrder', 'key'] as const;

const ZLanguage = z.string().regex(/^[A-Z]{2}$/);
const ZEntryId = z.string().uuid();
const ZSearch = z.string().trim().max(64).optional();
const ZTime = z.string().datetime({ offset: true });

/** A page of content entries with the brand's languages, which the editor offers one tab each. */
function brandPageOf<T extends z.ZodType>(item: T) {
  return pageOf(item).extend({
    languages: z.array(z.string()).describe("The brand's languages"),
    defaultLanguage: z.string().describe('What a visitor whose language the brand lacks reads'),
    imageHost: ZImageHost,
  });
}

/** Text per brand language; a language left out is not shown to that language's members. */
function texts<T extends z.ZodRawShape>(shape: T) {
  return z.record(ZLanguage, z.object(shape)).refine((value) => Object.keys(value).length > 0, {
    message: 'At least one language',
  });
}

export const ZStaffAnnouncementsQuery = z.object({
  ...pagedQuery(ANNOUNCEMENT_SORT_KEYS, 'publishedAt'),
  type: ZAnnouncementType.optional(),
  kind: z
    .enum(['notices', 'popups'])
    .optional()
    .describe('popups: notice popups (PU); notices: every other type'),
  search: ZSearch.describe('Part of the title in any language'),
});

const ZAnnouncementText = { title: z.string().trim().min(1).max(200), content: z.string().max(20_000) };

export const ZStaffAnnouncement = z.object({
  entry: ZEntryId,
  type: ZAnnouncementType,
  publishedAt: z.string(),
  expiresAt: z.string().nullable(),
  texts: z.record(z.string(), z.object(ZAnnouncementText)),
});
export type StaffAnnouncement = z.output<typeof ZStaffAnnouncement>;
export const ZStaffAnnouncementList = brandPageOf(ZStaffAnnouncement);

export const ZAnnouncementSaveBody = z.object({
  merchant: ZBrandCode,
  entry: ZEntryId.optional().describe('The entry to change; left out: a new one'),
  type: ZAnnouncementType,
  publishedAt: ZTime.optional().describe('When members first see it; left out: now'),
  expiresAt: ZTime.nullable().default(null),
  texts: texts(ZAnnouncementText),
});

export const ZStaffBannersQuery = z.object({
  ...pagedQuery(BANNER_SORT_KEYS, 'sortOrder'),
  group: z.enum(BANNER_GROUPS).optional(),
  search: ZSearch.describe('Part of the title in any language'),
});

const ZBannerText = { title: z.string().trim().max(200) };

export const ZStaffBanner = z.object({
  entry: ZEntryId,
  group: z.enum(BANNER_GROUPS),
  imageUrl: z.string(),
  linkageType: ZLinkageType,
  link: z.string().nullable(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  texts: z.record(z.string(), z.object(ZBannerText)),
});
export type StaffBanner = z.output<typeof ZStaffBanner>;
export const ZStaffBannerList = brandPageOf(ZStaffBanner);

export const ZBannerSaveBody = z.object({
  merchant: ZBrandCode,
  entry: ZEntryId.optional().describe('The entry to change; left out: a new one'),
  group: z.enum(BANNER_GROUPS),
  imageUrl: z
    .string()
    .min(1)
    .max(256)
    .regex(/^[A-Za-z0-9/_.-]+$/),
  linkageType: ZLinkageType,
  link: z.string().trim().max(512).nullable().default(null),
  sortOrder: z.number().int().min(-10_000).max(10_000).default(0),
  enabled: z.boolean().default(true),
  startsAt: ZTime.nullable().default(null).describe('Not served before; null: at once'),
  endsAt: ZTime.nullable().default(null).describe('Not served from; null: until disabled'),
  texts: texts(ZBannerText),
});

export const ZStaffSectionsQuery = z.object({
  ...pagedQuery(SECTION_SORT_KEYS, 'sortOrder'),
  kind: z
    .enum(SECTION_PAGES)
    .describe('help: the help centre; join: the join page; download: app install guides'),
});

const ZSectionText = { title: z.string().trim().min(1).max(200), body: z.string().max(50_000) };
const ZSectionKey = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const ZStaffSection = z.object({
  key: z.string(),
  parentKey: z.string().nullable(),
  sortOrder: z.number().int(),
  texts: z.record(z.string(), z.object(ZSectionText)),
});
export type StaffSection = z.output<typeof ZStaffSection>;
export const ZStaffSectionList = brandPageOf(ZStaffSection);

export const ZSectionSaveBody = z.object({
  merchant: ZBrandCode,
  kind: z.enum(SECTION_PAGES),
  key: ZSectionKey.describe('The section, help category or article; for download, the app platform'),
  parentKey: ZSectionKey.nullable().default(null).describe('help: the category an article belongs to'),
  sortOrder: z.number().int().min(-10_000).max(10_000).default(0),
  texts: texts(ZSectionText),
});

export const ZStaffAppReleasesQuery = z.object({ merchant: ZBrandCode });

export const ZStaffAppRelease = z.object({
  platform: ZAppPlatform,
  url: z.string(),
  version: z.string(),
  sortOrder: z.number().int(),
});
export type StaffAppRelease = z.output<typeof ZStaffAppRelease>;
export const ZStaffAppReleaseList = z.object({
  items: z.array(ZStaffAppRelease).describe("The brand's releases in the download page's order"),
});

export const ZAppReleaseSaveBody = z.object({
  merchant: ZBrandCode,
  platform: ZAppPlatform,
  release: z
    .object({
      url: z
        .string()
        .trim()
        .max(2048)
        .url()
        .regex(/^https:\/\/[^\s]+$/)
        .describe('Where the build is downloaded or installed from: https only'),
      version: z
        .string()
        .trim()
        .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,31}$/),
      sortOrder: z.number().int().min(-10_000).max(10_000).default(0),
    })
    .nullable()
    .describe('null: the platform leaves the download page'),
});
