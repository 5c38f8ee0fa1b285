import {
  listAppReleases,
  listStaffAnnouncements,
  listStaffBanners,
  listStaffSections,
  saveAnnouncement,
  saveAppRelease,
  saveBanner,
  saveSection,
  uploadContentImage,
} from '@platform/contracts/catalogue/routes';
import type { RouteBody, RouteQuery } from '@platform/contracts/endpoint';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

type AnnouncementsQuery = NonNullable<RouteQuery<typeof listStaffAnnouncements>>;
type BannersQuery = NonNullable<RouteQuery<typeof listStaffBanners>>;
type SectionsQuery = NonNullable<RouteQuery<typeof listStaffSections>>;

/** Query keys of the content feature: everything under ['content'] is refetched after a change. */
const contentKeys = {
  all: ['content'] as const,
  announcements: (query: AnnouncementsQuery) => ['content', 'announcements', query] as const,
  banners: (query: BannersQuery) => ['content', 'banners', query] as const,
  sections: (query: SectionsQuery) => ['content', 'sections', query] as const,
  releases: (merchant: string) => ['content', 'releases', merchant] as const,
};

export function announcementsQuery(query: AnnouncementsQuery) {
  return queryOptions({
    queryKey: contentKeys.announcements(query),
    queryFn: ({ signal }) => callOps(listStaffAnnouncements, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function bannersQuery(query: BannersQuery) {
  return queryOptions({
    queryKey: contentKeys.banners(query),
    queryFn: ({ signal }) => callOps(listStaffBanners, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function sectionsQuery(query: SectionsQuery) {
  return queryOptions({
    queryKey: contentKeys.sections(query),
    queryFn: ({ signal }) => callOps(listStaffSections, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function releasesQuery(merchant: string) {
  return queryOptions({
    queryKey: contentKeys.releases(merchant),
    queryFn: ({ signal }) => callOps(listAppReleases, { query: { merchant }, signal }),
  });
}

function useContentWrite<TBody, TValue>(write: (body: TBody) => Promise<TValue>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export const useSaveAnnouncement = () =>
  useContentWrite((body: RouteBody<typeof saveAnnouncement>) => callOps(saveAnnouncement, { body }));
export const useSaveBanner = () =>
  useContentWrite((body: RouteBody<typeof saveBanner>) => callOps(saveBanner, { body }));
export const useSaveSection = () =>
  useContentWrite((body: RouteBody<typeof saveSection>) => callOps(saveSection, { body }));
export const useUploadContentImage = () =>
  useMutation({
    mutationFn: (body: RouteBody<typeof uploadContentImage>) => callOps(uploadContentImage, { body }),
  });
export const useSaveAppRelease = () =>
  useContentWrite((body: RouteBody<typeof saveAppRelease>) => callOps(saveAppRelease, { body }));
