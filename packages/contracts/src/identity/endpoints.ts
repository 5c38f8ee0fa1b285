import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import {
  ZChangePasswordBody,
  ZDone,
  ZFreePlayBody,
  ZLoginBody,
  ZLoginValue,
  ZMemberInfo,
  ZRegisterBody,
  ZUpdateLanguageBody,
} from './schemas.ts';

export const login = defineEndpoint(routes.login, {
  tag: 'identity',
  summary: 'Log in with account and password; answers a new session token',
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
