import { defineEndpoint } from '../endpoint.ts';
import {
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
import {
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
import { ZImageUploadBody, ZUploadedImage } from './paging.ts';
import * as routes from './routes.ts';

export const listStaffVendors = defineEndpoint(routes.listStaffVendors, {
  tag: 'operator',
  summary: "A brand's game vendors per category, with their games counted; filtered, sorted and paged",
  query: ZStaffVendorsQuery,
  value: ZStaffVendorList,
  permission: 'games.read',
});
export const updateVendor = defineEndpoint(routes.updateVendor, {
  tag: 'operator',
  summary: 'Enables, disables, orders or puts a vendor in maintenance, or sets its wallet mode; audited',
  body: ZVendorUpdateBody,
  value: ZStaffVendor,
  permission: 'games.manage',
});
export const listStaffGames = defineEndpoint(routes.listStaffGames, {
  tag: 'operator',
  summary:
    "A brand's games, disabled ones included; searched, filtered by vendor, category and flag, sorted and paged",
  query: ZStaffGamesQuery,
  value: ZStaffGameList,
  permission: 'games.read',
});
export const updateGame = defineEndpoint(routes.updateGame, {
  tag: 'operator',
  summary:
    "Changes a game's state, flags, order, category, image or maximum win; audited with before and after",
  body: ZGameUpdateBody,
  value: ZStaffGame,
  permission: 'games.manage',
});
export const bulkEnableGames = defineEndpoint(routes.bulkEnableGames, {
  tag: 'operator',
  summary: 'Enables or disables up to 200 games of the brand at once; audited',
  body: ZGamesBulkBody,
  value: ZGamesBulkResult,
  permission: 'games.manage',
});
export const uploadGameImage = defineEndpoint(routes.uploadGameImage, {
  tag: 'operator',
  summary: 'Stores a game image (PNG or JPEG by content, 5 MB at most); answers the path to give the game',
  body: ZImageUploadBody,
  value: ZUploadedImage,
  permission: 'games.manage',
});

export const listStaffAnnouncements = defineEndpoint(routes.listStaffAnnouncements, {
  tag: 'operator',
  summary: "A brand's announcements and popups, every language of each together; filtered, sorted and paged",
  query: ZStaffAnnouncementsQuery,
  value: ZStaffAnnouncementList,
  permission: 'content.read',
});
export const saveAnnouncement = defineEndpoint(routes.saveAnnouncement, {
  tag: 'operator',
  summary: 'Creates or replaces an announcement in the languages given; audited with before and after',
  body: ZAnnouncementSaveBody,
  value: ZStaffAnnouncement,
  permission: 'content.manage',
});
export const listStaffBanners = defineEndpoint(routes.listStaffBanners, {
  tag: 'operator',
  summary:
    "A brand's banners with their schedule, every language of each together; filtered, sorted and paged",
  query: ZStaffBannersQuery,
  value: ZStaffBannerList,
  permission: 'content.read',
});
export const saveBanner = defineEndpoint(routes.saveBanner, {
  tag: 'operator',
  summary:
    'Creates or replaces a banner in the languages given, with its schedule; audited with before and after',
  body: ZBannerSaveBody,
  value: ZStaffBanner,
  permission: 'content.manage',
});
export const listStaffSections = defineEndpoint(routes.listStaffSections, {
  tag: 'operator',
  summary:
    'The sections of the help centre, join page or app download guides, every language together; paged',
  query: ZStaffSectionsQuery,
  value: ZStaffSectionList,
  permission: 'content.read',
});
export const saveSection = defineEndpoint(routes.saveSection, {
  tag: 'operator',
  summary: 'Creates or replaces a page section in the languages given; audited with before and after',
  body: ZSectionSaveBody,
  value: ZStaffSection,
  permission: 'content.manage',
});
export const uploadContentImage = defineEndpoint(routes.uploadContentImage, {
  tag: 'operator',
  summary:
    'Stores a banner image (PNG or JPEG by content, 5 MB at most); answers the path to give the banner',
  body: ZImageUploadBody,
  value: ZUploadedImage,
  permission: 'content.manage',
});
export const listAppReleases = defineEndpoint(routes.listAppReleases, {
  tag: 'operator',
  summary: 'The app builds the download page offers, a platform each, with their addresses and versions',
  query: ZStaffAppReleasesQuery,
  value: ZStaffAppReleaseList,
  permission: 'content.read',
});
export const saveAppRelease = defineEndpoint(routes.saveAppRelease, {
  tag: 'operator',
  summary:
    "Sets or removes a platform's app build (https address, version, order); audited with before and after",
  body: ZAppReleaseSaveBody,
  value: ZStaffAppReleaseList,
  permission: 'content.manage',
});
