import { defineEndpoint } from '../endpoint.ts';
import * as routes from './passkey-routes.ts';
import {
  ZPasskey,
  ZPasskeyList,
  ZPasskeyLoginBody,
  ZPasskeyLoginOptions,
  ZPasskeyRegistrationBody,
  ZPasskeyRegistrationOptions,
  ZPasskeyRemoveBody,
} from './passkey-schemas.ts';
import { ZDone, ZLoginValue } from './schemas.ts';

export const listPasskeys = defineEndpoint(routes.listPasskeys, {
  tag: 'identity',
  summary: "The member's passkeys for quick login",
  value: ZPasskeyList,
});

export const startPasskeyRegistration = defineEndpoint(routes.startPasskeyRegistration, {
  tag: 'identity',
  summary: 'Begin adding a passkey on this device: WebAuthn creation options and a one-time challenge',
  value: ZPasskeyRegistrationOptions,
});

export const finishPasskeyRegistration = defineEndpoint(routes.finishPasskeyRegistration, {
  tag: 'identity',
  summary: "Check the browser's new passkey against its challenge and keep it (at most 10 per member)",
  body: ZPasskeyRegistrationBody,
  value: ZPasskey,
});

export const removePasskey = defineEndpoint(routes.removePasskey, {
  tag: 'identity',
  summary: "Remove one of the member's passkeys",
  body: ZPasskeyRemoveBody,
  value: ZDone,
});

export const startPasskeyLogin = defineEndpoint(routes.startPasskeyLogin, {
  tag: 'identity',
  summary: 'Quick login: WebAuthn request options (any passkey of this site, user verification required)',
  value: ZPasskeyLoginOptions,
});

export const loginByPasskey = defineEndpoint(routes.loginByPasskey, {
  tag: 'identity',
  summary: "Quick login: check the passkey's signature against its challenge; answers a new session token",
  body: ZPasskeyLoginBody,
  value: ZLoginValue,
});
