import { getAppDownload } from '@platform/contracts/system/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** Install guides are written per language, so the language is part of the key. */
export const downloadQueries = {
  apps: (language: string) =>
    queryOptions({
      queryKey: ['content', 'download', language],
      queryFn: ({ signal }) => callApi(getAppDownload, { signal }),
      staleTime: 10 * 60_000,
    }),
};
