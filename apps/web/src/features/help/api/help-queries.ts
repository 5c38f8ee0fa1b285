import { getHelpCenter } from '@platform/contracts/system/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** Help articles are written per language, so the language is part of the key. */
export const helpQueries = {
  center: (language: string) =>
    queryOptions({
      queryKey: ['content', 'help', language],
      queryFn: ({ signal }) => callApi(getHelpCenter, { signal }),
      staleTime: 10 * 60_000,
    }),
};
