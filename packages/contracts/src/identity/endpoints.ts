import { defineEndpoint } from '../endpoint.ts';
import * as memberRoutes from './member-routes.ts';
import * as routes from './routes.ts';
import {
  ZChangePasswordBody,
  ZDone,
  ZForgotPasswordBody,
  ZFreePlayBody,
  ZLoginBody,
  ZLoginValue,
  ZMemberIcon,
  ZMemberInfo,
  ZMobileRegisterBody,
  ZOneClickRegisterBody,
  ZOneClickRegisterValue,
  ZRegisterBody,
  ZResetPasswordBody,
  ZSecondStepBody,
  ZSecondStepSendBody,
  ZSmsCodeBody,
  ZTotpCodeBody,
  ZTotpRemoveBody,
  ZTotpSetup,
  ZUpdateLanguageBody,
} from './schemas.ts';

export const login = defineEndpoint(routes.login, {
  tag: 'identity',
  summary:
    'Log in with account (or verified mobile) and password, or with mobile and SMS code; answers a new session token',
  body: ZLoginBody,
  value: ZLoginValue,
});

export const loginFreePlay = defineEndpoint(routes.loginFreePlay, {
  tag: 'identity',
  summary: 'Free play: open a demo account (type 4, short-lived, no password) and log it in',
  body: ZFreePlayBody,
  value: ZLoginValue,
});

export const logout = defineEndpoint(routes.logout, {
  tag: 'identity',
  summary: 'End the current session',
  value: ZDone,
});

export const register = defineEndpoint(routes.register, {
  tag: 'identity',
  summary: "Open an account by username under the brand's registration rules, and log it in",
  body: ZRegisterBody,
  value: ZLoginValue,
});

export const getMemberInfo = defineEndpoint(memberRoutes.getMemberInfo, {
  tag: 'identity',
  summary: 'The logged-in member',
  value: ZMemberInfo,
});

export const getMemberIcon = defineEndpoint(memberRoutes.getMemberIcon, {
  tag: 'identity',
  summary: "The logged-in member's avatar",
  value: ZMemberIcon,
});

export const changePassword = defineEndpoint(routes.changePassword, {
  tag: 'identity',
  summary: "Change the password; the member's other sessions end",
  body: ZChangePasswordBody,
  value: ZDone,
});

export const updateLanguage = defineEndpoint(memberRoutes.updateLanguage, {
  tag: 'identity',
  summary: "Remember the member's language (the site sends it when the visitor picks one)",
  body: ZUpdateLanguageBody,
  value: ZDone,
});

export const registerMobile = defineEndpoint(routes.registerMobile, {
  tag: 'identity',
  summary: 'Open an account by mobile number, verified by an SMS code, and log it in',
  body: ZMobileRegisterBody,
  value: ZLoginValue,
});

export const registerOneClick = defineEndpoint(routes.registerOneClick, {
  tag: 'identity',
  summary:
    'One-click registration: open an account with a made-up name and password, log it in, and answer both once',
  body: ZOneClickRegisterBody,
  value: ZOneClickRegisterValue,
});

export const sendSmsCode = defineEndpoint(routes.sendSmsCode, {
  tag: 'identity',
  summary: 'Send a one-time code by SMS, for registration or login; answers the same for every number',
  body: ZSmsCodeBody,
  value: ZDone,
});

export const forgotPassword = defineEndpoint(routes.forgotPassword, {
  tag: 'identity',
  summary:
    'Email a password reset link when username and email match (form-encoded or JSON); answers the same either way',
  body: ZForgotPasswordBody,
  value: ZDone,
});

export const resetPassword = defineEndpoint(routes.resetPassword, {
  tag: 'identity',
  summary: "Set a new password with a reset link's token; the member's sessions end",
  body: ZResetPasswordBody,
  value: ZDone,
});

export const completeSecondStep = defineEndpoint(routes.completeSecondStep, {
  tag: 'identity',
  summary: 'Second step of a login from a new address: a code from the authenticator app, SMS or email',
  body: ZSecondStepBody,
  value: ZLoginValue,
});

export const sendSecondStepCode = defineEndpoint(routes.sendSecondStepCode, {
  tag: 'identity',
  summary: 'Send the code of a held login by SMS (verified number) or email (profile address)',
  body: ZSecondStepSendBody,
  value: ZDone,
});

export const startTotpSetup = defineEndpoint(routes.startTotpSetup, {
  tag: 'identity',
  summary: 'Begin setting up an authenticator app: a new secret, pending until a code confirms it',
  value: ZTotpSetup,
});

export const confirmTotpSetup = defineEndpoint(routes.confirmTotpSetup, {
  tag: 'identity',
  summary: 'Confirm the authenticator app with one of its codes; from then on it is a second step',
  body: ZTotpCodeBody,
  value: ZDone,
});

export const removeTotp = defineEndpoint(routes.removeTotp, {
  tag: 'identity',
  summary: 'Remove the authenticator app, with the current password',
  body: ZTotpRemoveBody,
  value: ZDone,
});
