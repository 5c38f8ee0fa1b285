import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZChangePasswordBody,
  ZDone,
  ZFreePlayBody,
  ZLoginBody,
  ZLoginValue,
  ZMemberInfo,
  ZRegisterBody,
  ZUpdateLanguageBody,
} from './schemas.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const login = defineRoute<Out<typeof ZLoginValue>, undefined, In<typeof ZLoginBody>>({
  method: 'POST',
  path: '/wps/session/login',
  auth: 'none',
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
});

export const updateLanguage = defineRoute<Out<typeof ZDone>, undefined, In<typeof ZUpdateLanguageBody>>({
  method: 'PUT',
  path: '/wps/member/language',
  auth: 'token',
});
