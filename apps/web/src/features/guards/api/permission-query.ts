import { getPermission } from '@platform/contracts/system/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** The load-time permission check for the host the site is shown on: maintenance and region. */
export function permissionQuery(host: string) {
  return queryOptions({
    queryKey: ['system', 'permission', host],
    queryFn: ({ signal }) => callApi(getPermission, { query: { host }, signal }),
    staleTime: 60_000,
  });
}
