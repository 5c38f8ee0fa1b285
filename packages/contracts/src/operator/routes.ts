import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZPasskey,
  ZPasskeyList,
  ZPasskeyLoginBody,
  ZPasskeyLoginOptions,
  ZPasskeyRegistrationBody,
  ZPasskeyRegistrationOptions,
  ZPasskeyRemoveBody,
} from '../identity/passkey-schemas.ts';
import type {
  ZInviteAcceptBody,
  ZOperatorDone,
  ZOperatorInfo,
  ZOperatorLoginBody,
  ZOperatorLoginValue,
  ZOperatorPasswordBody,
  ZRecoveryCodes,
  ZSecondFactorConfirmBody,
  ZSecondFactorSetup,
  ZSecondFactorVerified,
  ZSecondFactorVerifyBody,
} from './schemas.ts';
import type {
  ZStaffAccess,
  ZStaffBrandsBody,
  ZStaffInviteBody,
  ZStaffInvited,
  ZStaffList,
  ZStaffListQuery,
  ZStaffMember,
  ZStaffResetBody,
  ZStaffRolesBody,
  ZStaffStatusBody,
} from './staff-schemas.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const operatorLogin = defineRoute<
  Out<typeof ZOperatorLoginValue>,
  undefined,
  In<typeof ZOperatorLoginBody>
>({ method: 'POST', path: '/ops/session/login', auth: 'none' });

export const operatorLogout = defineRoute<Out<typeof ZOperatorDone>>({
  method: 'DELETE',
  path: '/ops/session/logout',
  auth: 'operator',
});

export const operatorInfo = defineRoute<Out<typeof ZOperatorInfo>>({
  method: 'GET',
  path: '/ops/me',
  auth: 'operator',
});

export const operatorPassword = defineRoute<
  Out<typeof ZOperatorDone>,
  undefined,
  In<typeof ZOperatorPasswordBody>
>({ method: 'POST', path: '/ops/me/password', auth: 'operator' });

export const secondFactorSetup = defineRoute<Out<typeof ZSecondFactorSetup>>({
  method: 'POST',
  path: '/ops/me/second-factor/setup',
  auth: 'operator',
});

export const secondFactorConfirm = defineRoute<
  Out<typeof ZRecoveryCodes>,
  undefined,
  In<typeof ZSecondFactorConfirmBody>
>({ method: 'POST', path: '/ops/me/second-factor/confirm', auth: 'operator' });

export const secondFactorVerify = defineRoute<
  Out<typeof ZSecondFactorVerified>,
  undefined,
  In<typeof ZSecondFactorVerifyBody>
>({ method: 'POST', path: '/ops/session/second-factor', auth: 'operator' });

export const listOwnPasskeys = defineRoute<Out<typeof ZPasskeyList>>({
  method: 'GET',
  path: '/ops/me/passkeys',
  auth: 'operator',
});

export const startOwnPasskey = defineRoute<Out<typeof ZPasskeyRegistrationOptions>>({
  method: 'POST',
  path: '/ops/me/passkeys/options',
  auth: 'operator',
});

export const addOwnPasskey = defineRoute<
  Out<typeof ZPasskey>,
  undefined,
  In<typeof ZPasskeyRegistrationBody>
>({
  method: 'POST',
  path: '/ops/me/passkeys',
  auth: 'operator',
});

export const removeOwnPasskey = defineRoute<
  Out<typeof ZOperatorDone>,
  undefined,
  In<typeof ZPasskeyRemoveBody>
>({ method: 'POST', path: '/ops/me/passkeys/remove', auth: 'operator' });

export const passkeySecondFactorOptions = defineRoute<Out<typeof ZPasskeyLoginOptions>>({
  method: 'POST',
  path: '/ops/session/second-factor/passkey/options',
  auth: 'operator',
});

export const passkeySecondFactor = defineRoute<
  Out<typeof ZSecondFactorVerified>,
  undefined,
  In<typeof ZPasskeyLoginBody>
>({ method: 'POST', path: '/ops/session/second-factor/passkey', auth: 'operator' });

export const acceptInvite = defineRoute<Out<typeof ZOperatorDone>, undefined, In<typeof ZInviteAcceptBody>>({
  method: 'POST',
  path: '/ops/session/invite',
  auth: 'none',
});

export const listStaff = defineRoute<Out<typeof ZStaffList>, In<typeof ZStaffListQuery>>({
  method: 'GET',
  path: '/ops/staff',
  auth: 'operator',
});

export const inviteStaff = defineRoute<Out<typeof ZStaffInvited>, undefined, In<typeof ZStaffInviteBody>>({
  method: 'POST',
  path: '/ops/staff',
  auth: 'operator',
});

export const setStaffRoles = defineRoute<Out<typeof ZStaffMember>, undefined, In<typeof ZStaffRolesBody>>({
  method: 'PUT',
  path: '/ops/staff/roles',
  auth: 'operator',
});

export const setStaffBrands = defineRoute<Out<typeof ZStaffMember>, undefined, In<typeof ZStaffBrandsBody>>({
  method: 'PUT',
  path: '/ops/staff/brands',
  auth: 'operator',
});

export const setStaffStatus = defineRoute<Out<typeof ZStaffMember>, undefined, In<typeof ZStaffStatusBody>>({
  method: 'PUT',
  path: '/ops/staff/status',
  auth: 'operator',
});

export const resetStaffSecondFactor = defineRoute<
  Out<typeof ZStaffMember>,
  undefined,
  In<typeof ZStaffResetBody>
>({ method: 'POST', path: '/ops/staff/second-factor/reset', auth: 'operator' });

export const getStaffAccess = defineRoute<Out<typeof ZStaffAccess>>({
  method: 'GET',
  path: '/ops/staff/access',
  auth: 'operator',
});

export const putStaffAccess = defineRoute<Out<typeof ZStaffAccess>, undefined, In<typeof ZStaffAccess>>({
  method: 'PUT',
  path: '/ops/staff/access',
  auth: 'operator',
});
