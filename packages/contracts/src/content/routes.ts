import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZAnnouncementPage, ZAnnouncementQuery } from './announcements.ts';
import type { ZBanner, ZBannerQuery } from './banners.ts';

export const getAnnouncements = defineRoute<
  z.output<typeof ZAnnouncementPage>,
  z.input<typeof ZAnnouncementQuery>
>({
  method: 'GET',
  path: '/wps/announcements',
  auth: 'none',
});

export const getBanners = defineRoute<z.output<typeof ZBanner>[], z.input<typeof ZBannerQuery>>({
  method: 'GET',
  path: '/wps/banners',
  auth: 'none',
});
