import { z } from 'zod';

/**
 * Announcement types: B bulletin (the default, the notice list), PL player notices, PU popups shown on
 * entry, PR promotion news, H headlines for the scrolling ticker.
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const ZAnnouncementType = z.enum(ANNOUNCEMENT_TYPES);
export type AnnouncementType = z.infer<typeof ZAnnouncementType>;

export const ZAnnouncement = z.object({
  id: z.string(),
  type: ZAnnouncementType,
  title: z.string(),
  content: z.string().describe('Plain text; blank lines separate paragraphs'),
  timestamp: z.iso.datetime(),
});
export type Announcement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementQuery = z.object({
  type: ZAnnouncementType.default('B'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(9),
});

export const ZAnnouncementPage = z.object({
  list: z.array(ZAnnouncement),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AnnouncementPage = z.infer<typeof ZAnnouncementPage>;
