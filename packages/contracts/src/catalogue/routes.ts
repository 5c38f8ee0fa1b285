import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { FormBody } from '../uploads.ts';
import type {
  ZAnnouncementSaveBody,
  ZAppReleaseSaveBody,
  ZBannerSaveBody,
  ZSectionSaveBody,
  ZStaffAnnouncement,
  ZStaffAnnouncementList,
  ZStaffAnnouncementsQuery,
  ZStaffAppReleaseList,
  ZStaffAppReleasesQuery,
  ZStaffBanner,
  ZStaffBannerList,
  ZStaffBannersQuery,
  ZStaffSection,
  ZStaffSectionList,
  ZStaffSectionsQuery,
} from './content-schemas.ts';
import type {
  ZGamesBulkBody,
  ZGamesBulkResult,
  ZGameUpdateBody,
  ZStaffGame,
  ZStaffGameList,
  ZStaffGamesQuery,
  ZStaffVendor,
  ZStaffVendorList,
  ZStaffVendorsQuery,
  ZVendorUpdateBody,
} from './game-schemas.ts';
import type { ZImageUploadBody, ZUploadedImage } from './paging.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const listStaffVendors = defineRoute<Out<typeof ZStaffVendorList>, In<typeof ZStaffVendorsQuery>>({
  method: 'GET',
  path: '/ops/games/vendors',
  auth: 'operator',
});
export const updateVendor = defineRoute<Out<typeof ZStaffVendor>, undefined, In<typeof ZVendorUpdateBody>>({
  method: 'PUT',
  path: '/ops/games/vendors',
  auth: 'operator',
});
export const listStaffGames = defineRoute<Out<typeof ZStaffGameList>, In<typeof ZStaffGamesQuery>>({
  method: 'GET',
  path: '/ops/games',
  auth: 'operator',
});
export const updateGame = defineRoute<Out<typeof ZStaffGame>, undefined, In<typeof ZGameUpdateBody>>({
  method: 'PUT',
  path: '/ops/games',
  auth: 'operator',
});
export const bulkEnableGames = defineRoute<
  Out<typeof ZGamesBulkResult>,
  undefined,
  In<typeof ZGamesBulkBody>
>({ method: 'POST', path: '/ops/games/bulk', auth: 'operator' });
export const uploadGameImage = defineRoute<
  Out<typeof ZUploadedImage>,
  undefined,
  FormBody<In<typeof ZImageUploadBody>>
>({
  method: 'POST',
  path: '/ops/games/images',
  auth: 'operator',
  multipart: true,
});

export const listStaffAnnouncements = defineRoute<
  Out<typeof ZStaffAnnouncementList>,
  In<typeof ZStaffAnnouncementsQuery>
>({ method: 'GET', path: '/ops/content/announcements', auth: 'operator' });
export const saveAnnouncement = defineRoute<
  Out<typeof ZStaffAnnouncement>,
  undefined,
  In<typeof ZAnnouncementSaveBody>
>({ method: 'PUT', path: '/ops/content/announcements', auth: 'operator' });
export const listStaffBanners = defineRoute<Out<typeof ZStaffBannerList>, In<typeof ZStaffBannersQuery>>({
  method: 'GET',
  path: '/ops/content/banners',
  auth: 'operator',
});
export const saveBanner = defineRoute<Out<typeof ZStaffBanner>, undefined, In<typeof ZBannerSaveBody>>({
  method: 'PUT',
  path: '/ops/content/banners',
  auth: 'operator',
});
export const listStaffSections = defineRoute<Out<typeof ZStaffSectionList>, In<typeof ZStaffSectionsQuery>>({
  method: 'GET',
  path: '/ops/content/sections',
  auth: 'operator',
});
export const saveSection = defineRoute<Out<typeof ZStaffSection>, undefined, In<typeof ZSectionSaveBody>>({
  method: 'PUT',
  path: '/ops/content/sections',
  auth: 'operator',
});
export const uploadContentImage = defineRoute<
  Out<typeof ZUploadedImage>,
  undefined,
  FormBody<In<typeof ZImageUploadBody>>
>({ method: 'POST', path: '/ops/content/images', auth: 'operator', multipart: true });
export const listAppReleases = defineRoute<
  Out<typeof ZStaffAppReleaseList>,
  In<typeof ZStaffAppReleasesQuery>
>({ method: 'GET', path: '/ops/content/releases', auth: 'operator' });
export const saveAppRelease = defineRoute<
  Out<typeof ZStaffAppReleaseList>,
  undefined,
  In<typeof ZAppReleaseSaveBody>
>({ method: 'PUT', path: '/ops/content/releases', auth: 'operator' });
