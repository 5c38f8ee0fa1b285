import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZChangePasswordBody,
  ZDone,
  ZForgotPasswordBody,
  ZFreePlayBody,
  ZLoginBody,
  ZLoginValue,
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
} from './schemas.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const login = defineRoute<Out<typeof ZLoginValue>, undefined, In<typeof ZLoginBody>>({
  method: 'POST',
  path: '/wps/session/login',
  auth: 'none',
  encrypted: true,
});

export const loginFreePlay = defineRoute<Out<typeof ZLoginValue>, undefined, In<typeof ZFreePlayBody>>({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  auth: 'none',
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

export const changePassword = defineRoute<Out<typeof ZDone>, undefined, In<typeof ZChangePasswordBody>>({
  method: 'POST',
  path: '/wps/member/password',
  auth: 'token',
  encrypted: true,
});

export const registerMobile = defineRoute<Out<typeof ZLoginValue>, undefined, In<typeof ZMobileRegisterBody>>(
  {
    method: 'PUT',
    path: '/wps/member/register/mobile',
    auth: 'none',
    encrypted: true,
  },
);

export const registerOneClick = defineRoute<
  Out<typeof ZOneClickRegisterValue>,
  undefined,
  In<typeof ZOneClickRegisterBody>
>({
  method: 'PUT',
  path: '/wps/member/register/oneClick',
  auth: 'none',
});

export const sendSmsCode = defineRoute<Out<typeof ZDone>, undefined, In<typeof ZSmsCodeBody>>({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  auth: 'none',
});

export const forgotPassword = defineRoute<Out<typeof ZDone>, undefined, In<typeof ZForgotPasswordBody>>({
  method: 'POST',
  path: '/wps/member/password/email',
  auth: 'none',
});

export const resetPassword = defineRoute<Out<typeof ZDone>, undefined, In<typeof ZResetPasswordBody>>({
  method: 'POST',
  path: '/wps/member/password/reset',
  auth: 'none',
  encrypted: true,
});

export const completeSecondStep = defineRoute<Out<typeof ZLoginValue>, undefined, In<typeof ZSecondStepBody>>(
  {
    method: 'POST',
    path: '/wps/session/login/verify',
    auth: 'none',
    encrypted: true,
  },
);

export const sendSecondStepCode = defineRoute<Out<typeof ZDone>, undefined, In<typeof ZSecondStepSendBody>>({
  method: 'POST',
  path: '/wps/session/login/verify/code',
  auth: 'none',
});

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
