import type { BANNER_GROUPS } from '@platform/contracts/content/banners';
import { getBanners } from '@platform/contracts/content/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** Banner titles are written per language, so the language is part of the key. */
export const bannerQueries = {
  group: ({ group, language }: { group: BannerGroup; language: string }) =>
    queryOptions({
      queryKey: ['content', 'banners', group, language],
      queryFn: ({ signal }) => callApi(getBanners, { query: { group }, signal }),
      staleTime: 5 * 60_000,
    }),
};
