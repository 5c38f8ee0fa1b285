import { getJackpots } from '@platform/contracts/jackpots/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** The pools grow with every eligible stake anywhere: read again every few seconds while shown. */
export const jackpotsQuery = () =>
  queryOptions({
    queryKey: ['jackpots'],
    queryFn: ({ signal }) => callApi(getJackpots, { signal }),
    staleTime: 3_000,
    refetchInterval: 5_000,
  });
