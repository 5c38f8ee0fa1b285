import type { RouteBody } from '@platform/contracts/endpoint';
import { kycStatus, uploadKycDocument } from '@platform/contracts/kyc/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { MEMBER_DATA } from '../../../shared/api/member-queries.ts';

export const kycQueries = {
  status: () =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'kyc'],
      queryFn: ({ signal }) => callApi(kycStatus, { signal }),
    }),
};

export const sendDocument = (body: RouteBody<typeof uploadKycDocument>) =>
  callApi(uploadKycDocument, { body });
