import {
  getProfile,
  sendMobileCode,
  updateProfile,
  verifyMobile,
} from '@platform/contracts/identity/profile-routes';
import type { Profile, ProfileChanges } from '@platform/contracts/identity/profile-schemas';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './call-api.ts';
import { MEMBER_DATA } from './member-queries.ts';

export type { Profile, ProfileChanges };

export const profileQueries = {
  profile: () =>
    queryOptions({
      queryKey: [...MEMBER_DATA, 'profile'],
      queryFn: ({ signal }) => callApi(getProfile, { signal }),
      staleTime: 60_000,
    }),
};

/** Sealed like the password change: the email change carries the login password. */
export const saveProfile = (body: ProfileChanges) => callApi(updateProfile, { body });

export const requestMobileCode = (mobileNum: string) => callApi(sendMobileCode, { body: { mobileNum } });

export const confirmMobile = (mobileNum: string, verificationCode: string) =>
  callApi(verifyMobile, { body: { mobileNum, verificationCode } });
