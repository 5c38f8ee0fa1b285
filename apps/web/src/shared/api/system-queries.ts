import { getSystemStatus, getWhitelabel } from '@platform/contracts/system/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './call-api.ts';
import { rememberPayloadKey } from './payload-key.ts';
import { rememberMerchant } from './session.ts';

/** Brand-wide data every area of the site reads: who the brand is and which features it runs. */
export const systemQueries = {
  status: () =>
    queryOptions({
      queryKey: ['system', 'status'],
      queryFn: async ({ signal }) => {
        const status = await callApi(getSystemStatus, { signal });
        rememberMerchant(status.merchant);
        rememberPayloadKey(status.encryption);
        return status;
      },
      staleTime: 5 * 60_000,
    }),
  whitelabel: () =>
    queryOptions({
      queryKey: ['system', 'whitelabel'],
      queryFn: ({ signal }) => callApi(getWhitelabel, { signal }),
      staleTime: 5 * 60_000,
    }),
};
