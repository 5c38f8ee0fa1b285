import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZAnnouncementPage, ZAnnouncementQuery } from './announcements.ts';
import { ZBanner, ZBannerQuery } from './banners.ts';
import * as routes from './routes.ts';

export const getAnnouncements = defineEndpoint(routes.getAnnouncements, {
  tag: 'content',
  summary: 'Announcements of one type, newest first, a page at a time (9 by default)',
  query: ZAnnouncementQuery,
  value: ZAnnouncementPage,
});

export const getBanners = defineEndpoint(routes.getBanners, {
  tag: 'content',
  summary: 'Banners of a group (w_home carousel, w_reg registration, ...) in display order',
  query: ZBannerQuery,
  value: z.array(ZBanner),
});
