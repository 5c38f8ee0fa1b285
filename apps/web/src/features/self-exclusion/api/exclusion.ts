import { getExclusion, takeExclusion } from '@platform/contracts/protection/exclusion-routes';
import type { ExclusionPeriod } from '@platform/contracts/protection/exclusion-schemas';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';

export const exclusionQueries = {
  state: () =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'exclusion'],
      queryFn: ({ signal }) => callApi(getExclusion, { signal }),
    }),
};

export const startBreak = (body: { period: ExclusionPeriod; password: string }) =>
  callApi(takeExclusion, { body });
