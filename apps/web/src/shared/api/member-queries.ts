import { getMemberInfo } from '@platform/contracts/identity/member-routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './call-api.ts';

/** The logged-in member's own data. */
export const memberQueries = {
  info: () =>
    queryOptions({
      queryKey: ['member', 'info'],
      queryFn: ({ signal }) => callApi(getMemberInfo, { signal }),
      staleTime: 60_000,
    }),
};
