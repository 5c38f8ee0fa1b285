import { getJoinUs } from '@platform/contracts/system/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** The join-us page is written per language, so the language is part of the key. */
export const joinQueries = {
  page: (language: string) =>
    queryOptions({
      queryKey: ['content', 'join', language],
      queryFn: ({ signal }) => callApi(getJoinUs, { signal }),
      staleTime: 10 * 60_000,
    }),
};
