import { getOnlineService } from '@platform/contracts/system/routes';
import { decodeServicePath, ENCODED_SERVICE_PATH_TYPE } from '@platform/contracts/system/service-path';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** The online-service address: the type-3 entry of the path list, decoded; null when there is none. */
export const onlineServiceQuery = queryOptions({
  queryKey: ['system', 'online-service'],
  queryFn: async ({ signal }) => {
    const { version } = await callApi(getOnlineService, { signal });
    const entry = version.pathList.find(({ type }) => type === ENCODED_SERVICE_PATH_TYPE);
    return entry ? decodeServicePath(entry.path) : null;
  },
  staleTime: 5 * 60_000,
});
