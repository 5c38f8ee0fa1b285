import { vipStatus } from '@platform/contracts/loyalty/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';

export const vipQueries = {
  status: () =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'vip'],
      queryFn: ({ signal }) => callApi(vipStatus, { signal }),
    }),
};
