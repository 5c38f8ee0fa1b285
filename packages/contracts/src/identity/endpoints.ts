import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import {
  ZChangePasswordBody,
  ZDone,
  ZLoginBody,
  ZLoginValue,
  ZMemberInfo,
  ZRegisterBody,
  ZSecondStepBody,
  ZTotpCodeBody,
  ZTotpRemoveBody,
  ZTotpSetup,
  ZUpdateLanguageBody,
} from './schemas.ts';

export const login = defineEndpoint(routes.login, {
  tag: 'identity',
  summary: 'Log in with account and password; answers a new session token',
  body: ZLoginBody,
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

export const getMemberInfo = defineEndpoint(routes.getMemberInfo, {
  tag: 'identity',
  summary: 'The logged-in member',
  value: ZMemberInfo,
});

export const changePassword = defineEndpoint(routes.changePassword, {
  tag: 'identity',
  summary: "Change the password; the member's other sessions end",
  body: ZChangePasswordBody,
  value: ZDone,
});

export const updateLanguage = defineEndpoint(routes.updateLanguage, {
  tag: 'identity',
  summary: "Remember the member's language (the site sends it when the visitor picks one)",
  body: ZUpdateLanguageBody,
  value: ZDone,
});

export const completeSecondStep = defineEndpoint(routes.completeSecondStep, {
  tag: 'identity',
  summary: 'Second step of a login from a new address: a code from the authenticator app, SMS or email',
  body: ZSecondStepBody,
  value: ZLoginValue,
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
