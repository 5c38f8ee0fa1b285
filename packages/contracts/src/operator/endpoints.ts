import { defineEndpoint } from '../endpoint.ts';
import {
  ZPasskey,
  ZPasskeyList,
  ZPasskeyLoginBody,
  ZPasskeyLoginOptions,
  ZPasskeyRegistrationBody,
  ZPasskeyRegistrationOptions,
  ZPasskeyRemoveBody,
} from '../identity/passkey-schemas.ts';
import { SELF } from './permissions.ts';
import * as routes from './routes.ts';
import {
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
import {
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

const tag = 'operator';

export const operatorLogin = defineEndpoint(routes.operatorLogin, {
  tag,
  summary: 'Staff login to the operator API; answers a session token and the step it must take next',
  body: ZOperatorLoginBody,
  value: ZOperatorLoginValue,
});

export const operatorLogout = defineEndpoint(routes.operatorLogout, {
  tag,
  summary: 'End the staff session',
  value: ZOperatorDone,
  permission: SELF,
});

export const operatorInfo = defineEndpoint(routes.operatorInfo, {
  tag,
  summary: 'The logged-in staff account: roles, permissions, brands and the step it must take next',
  value: ZOperatorInfo,
  permission: SELF,
});

export const operatorPassword = defineEndpoint(routes.operatorPassword, {
  tag,
  summary: 'Change the staff password (required after an initial password); ends the other sessions',
  body: ZOperatorPasswordBody,
  value: ZOperatorDone,
  permission: SELF,
});

export const secondFactorSetup = defineEndpoint(routes.secondFactorSetup, {
  tag,
  summary: 'Starts setting up the authenticator (first login, or after a reset): a new secret to scan',
  value: ZSecondFactorSetup,
  permission: SELF,
});

export const secondFactorConfirm = defineEndpoint(routes.secondFactorConfirm, {
  tag,
  summary:
    "Confirms the authenticator with its first code; passes this session's second factor and answers 10 recovery codes, once",
  body: ZSecondFactorConfirmBody,
  value: ZRecoveryCodes,
  permission: SELF,
});

export const secondFactorVerify = defineEndpoint(routes.secondFactorVerify, {
  tag,
  summary: "Passes this session's second factor with the authenticator's code or a recovery code (used up)",
  body: ZSecondFactorVerifyBody,
  value: ZSecondFactorVerified,
  permission: SELF,
});

export const listOwnPasskeys = defineEndpoint(routes.listOwnPasskeys, {
  tag,
  summary: "The staff member's passkeys, each a second factor instead of the authenticator's code",
  value: ZPasskeyList,
  permission: SELF,
});

export const startOwnPasskey = defineEndpoint(routes.startOwnPasskey, {
  tag,
  summary:
    'Begin adding a passkey (second factor passed in this session first): WebAuthn creation options and a one-time challenge',
  value: ZPasskeyRegistrationOptions,
  permission: SELF,
});

export const addOwnPasskey = defineEndpoint(routes.addOwnPasskey, {
  tag,
  summary: "Check the browser's new passkey against its challenge and keep it (at most 10); audited",
  body: ZPasskeyRegistrationBody,
  value: ZPasskey,
  permission: SELF,
});

export const removeOwnPasskey = defineEndpoint(routes.removeOwnPasskey, {
  tag,
  summary: "Remove one of the staff member's passkeys (second factor passed in this session first); audited",
  body: ZPasskeyRemoveBody,
  value: ZOperatorDone,
  permission: SELF,
});

export const passkeySecondFactorOptions = defineEndpoint(routes.passkeySecondFactorOptions, {
  tag,
  summary: "Second factor by passkey: WebAuthn request options for the account's passkeys",
  value: ZPasskeyLoginOptions,
  permission: SELF,
});

export const passkeySecondFactor = defineEndpoint(routes.passkeySecondFactor, {
  tag,
  summary:
    "Passes this session's second factor with a passkey's signature over its challenge; a failure counts like a wrong code",
  body: ZPasskeyLoginBody,
  value: ZSecondFactorVerified,
  permission: SELF,
});

export const acceptInvite = defineEndpoint(routes.acceptInvite, {
  tag,
  summary: 'Sets the password of an invited staff account with its one-time link token; then log in',
  body: ZInviteAcceptBody,
  value: ZOperatorDone,
});

export const listStaff = defineEndpoint(routes.listStaff, {
  tag,
  summary: 'Staff accounts, a page at a time, by role, brand and status',
  query: ZStaffListQuery,
  value: ZStaffList,
  permission: 'staff.read',
  platformWide: true,
});

export const inviteStaff = defineEndpoint(routes.inviteStaff, {
  tag,
  summary: 'Opens a staff account with a one-time link or an initial password; audited',
  body: ZStaffInviteBody,
  value: ZStaffInvited,
  permission: 'staff.manage',
  platformWide: true,
});

export const setStaffRoles = defineEndpoint(routes.setStaffRoles, {
  tag,
  summary: "Replaces a staff member's roles; their sessions end; audited",
  body: ZStaffRolesBody,
  value: ZStaffMember,
  permission: 'staff.manage',
  platformWide: true,
});

export const setStaffBrands = defineEndpoint(routes.setStaffBrands, {
  tag,
  summary: "Replaces a staff member's brands (none: every brand); their sessions end; audited",
  body: ZStaffBrandsBody,
  value: ZStaffMember,
  permission: 'staff.manage',
  platformWide: true,
});

export const setStaffStatus = defineEndpoint(routes.setStaffStatus, {
  tag,
  summary: 'Disables or enables a staff account with a reason; their sessions end; audited',
  body: ZStaffStatusBody,
  value: ZStaffMember,
  permission: 'staff.manage',
  platformWide: true,
});

export const resetStaffSecondFactor = defineEndpoint(routes.resetStaffSecondFactor, {
  tag,
  summary: "Clears a staff member's authenticator and recovery codes (set up again at next login); audited",
  body: ZStaffResetBody,
  value: ZStaffMember,
  permission: 'staff.manage',
  platformWide: true,
});

export const getStaffAccess = defineEndpoint(routes.getStaffAccess, {
  tag,
  summary: 'Staff session timeouts and the address lists of roles',
  value: ZStaffAccess,
  permission: 'staff.read',
  platformWide: true,
});

export const putStaffAccess = defineEndpoint(routes.putStaffAccess, {
  tag,
  summary: 'Sets staff session timeouts and the address lists of roles; audited with the value before',
  body: ZStaffAccess,
  value: ZStaffAccess,
  permission: 'staff.manage',
  platformWide: true,
});
