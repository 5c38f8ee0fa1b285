import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
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

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const login = defineRoute<Out<typeof ZLoginValue>, undefined, In<typeof ZLoginBody>>({
  method: 'POST',
  path: '/wps/session/login',
  auth: 'none',
  encrypted: true,
});

export const logout = defineRoute<Out<typeof ZDone>>({
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: 'token',
});

export const register = defineRoute<Out<typeof ZLoginValue>, undefined, In<typeof ZRegisterBody>>({
  method: 'PUT',
  path: '/wps/member/register',
  auth: 'none',
  encrypted: true,
});

export const getMemberInfo = defineRoute<Out<typeof ZMemberInfo>>({
  method: 'GET',
  path: '/wps/member/info',
  auth: 'token',
});

export const changePassword = defineRoute<Out<typeof ZDone>, undefined, In<typeof ZChangePasswordBody>>({
  method: 'POST',
  path: '/wps/member/password',
  auth: 'token',
  encrypted: true,
});

export const updateLanguage = defineRoute<Out<typeof ZDone>, undefined, In<typeof ZUpdateLanguageBody>>({
  method: 'PUT',
  path: '/wps/member/language',
  auth: 'token',
});

export const completeSecondStep = defineRoute<Out<typeof ZLoginValue>, undefined, In<typeof ZSecondStepBody>>(
  {
    method: 'POST',
    path: '/wps/session/login/verify',
    auth: 'none',
    encrypted: true,
  },
);

export const startTotpSetup = defineRoute<Out<typeof ZTotpSetup>>({
  method: 'POST',
  path: '/wps/member/totp',
  auth: 'token',
});

export const confirmTotpSetup = defineRoute<Out<typeof ZDone>, undefined, In<typeof ZTotpCodeBody>>({
  method: 'PUT',
  path: '/wps/member/totp',
  auth: 'token',
});

export const removeTotp = defineRoute<Out<typeof ZDone>, undefined, In<typeof ZTotpRemoveBody>>({
  method: 'POST',
  path: '/wps/member/totp/remove',
  auth: 'token',
  encrypted: true,
});
