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
} from './passkey-schemas.ts';
import type { ZDone, ZLoginValue } from './schemas.ts';

/*
 * Quick login by passkey (WebAuthn). Its own module: only the windows that use passkeys load it.
 */

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const listPasskeys = defineRoute<Out<typeof ZPasskeyList>>({
  method: 'GET',
  path: '/wps/member/passkeys',
  auth: 'token',
});

export const startPasskeyRegistration = defineRoute<Out<typeof ZPasskeyRegistrationOptions>>({
  method: 'POST',
  path: '/wps/member/passkeys/options',
  auth: 'token',
});

export const finishPasskeyRegistration = defineRoute<
  Out<typeof ZPasskey>,
  undefined,
  In<typeof ZPasskeyRegistrationBody>
>({
  method: 'POST',
  path: '/wps/member/passkeys',
  auth: 'token',
});

export const removePasskey = defineRoute<Out<typeof ZDone>, undefined, In<typeof ZPasskeyRemoveBody>>({
  method: 'POST',
  path: '/wps/member/passkeys/remove',
  auth: 'token',
});

export const startPasskeyLogin = defineRoute<Out<typeof ZPasskeyLoginOptions>>({
  method: 'POST',
  path: '/wps/session/login/passkey/options',
  auth: 'none',
});

export const loginByPasskey = defineRoute<Out<typeof ZLoginValue>, undefined, In<typeof ZPasskeyLoginBody>>({
  method: 'POST',
  path: '/wps/session/login/passkey',
  auth: 'none',
});
