import { getMemberIcon, getMemberInfo } from '@platform/contracts/identity/member-routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './call-api.ts';

/** The key every query of the logged-in member's own data starts with, so that signing out drops them all. */
export const MEMBER_DATA = ['member'] as const;

/** The logged-in member's own data. */
export const memberQueries = {
  info: () =>
    queryOptions({
      queryKey: ['member', 'info'],
      queryFn: ({ signal }) => callApi(getMemberInfo, { signal }),
      staleTime: 60_000,
    }),
  /** The member's avatar (GET /wps/member/info/icon), drawn by the server; it changes with the nickname. */
  icon: () =>
    queryOptions({
      queryKey: ['member', 'icon'],
      queryFn: ({ signal }) => callApi(getMemberIcon, { signal }),
      staleTime: 10 * 60_000,
    }),
};
