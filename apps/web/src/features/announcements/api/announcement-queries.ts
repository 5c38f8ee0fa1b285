import type { AnnouncementType } from '@platform/contracts/content/announcements';
import { getAnnouncements } from '@platform/contracts/content/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** The spec's notices per page. */
export const NOTICES_PER_PAGE = 9;
/** Popups and headlines are few; one page holds them all. */
const ALL_AT_ONCE = 50;

type PageKey = { type: AnnouncementType; page: number; language: string };

/** Announcements are written per language, so the language is part of every key. */
export const announcementQueries = {
  page: ({ type, page, language }: PageKey) =>
    queryOptions({
      queryKey: ['content', 'announcements', type, language, page],
      queryFn: ({ signal }) =>
        callApi(getAnnouncements, { query: { type, page, pageSize: NOTICES_PER_PAGE }, signal }),
      // The previous page stays on screen while the next one loads, so the list does not collapse.
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  all: ({ type, language }: { type: AnnouncementType; language: string }) =>
    queryOptions({
      queryKey: ['content', 'announcements', type, language, 'all'],
      queryFn: ({ signal }) =>
        callApi(getAnnouncements, { query: { type, page: 1, pageSize: ALL_AT_ONCE }, signal }),
      staleTime: 5 * 60_000,
    }),
};
