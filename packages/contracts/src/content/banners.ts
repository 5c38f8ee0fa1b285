import { z } from 'zod';

/** Where a banner leads: nowhere, an outside address (new tab), or a page of the site. */
export const LINKAGE_TYPES = ['NONE', 'URL', 'ROUTE'] as const;
export const ZLinkageType = z.enum(LINKAGE_TYPES);

export const ZBanner = z.object({
  bannerId: z.string(),
  groupName: z.string(),
  url: z.string().describe('Image address'),
  title: z.string(),
  linkageType: ZLinkageType,
  link: z.string().nullable().describe('Target of the click when linkageType is URL or ROUTE'),
});
export type Banner = z.infer<typeof ZBanner>;

export const BANNER_GROUPS = ['w_home', 'w_reg', 'w_promo'] as const;
export const ZBannerQuery = z.object({ group: z.enum(BANNER_GROUPS).default('w_home') });
