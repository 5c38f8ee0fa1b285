import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZMobileCodeBody,
  ZMobileVerifyBody,
  ZPaymentPasswordBody,
  ZProfile,
  ZProfileBody,
} from './profile-schemas.ts';
import type { ZDone } from './schemas.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const getProfile = defineRoute<Out<typeof ZProfile>>({
  method: 'GET',
  path: '/wps/member/profile',
  auth: 'token',
});

export const updateProfile = defineRoute<Out<typeof ZProfile>, undefined, In<typeof ZProfileBody>>({
  method: 'PUT',
  path: '/wps/member/profile',
  auth: 'token',
  encrypted: true,
});

export const sendMobileCode = defineRoute<Out<typeof ZDone>, undefined, In<typeof ZMobileCodeBody>>({
  method: 'POST',
  path: '/wps/member/profile/mobile/code',
  auth: 'token',
});

export const verifyMobile = defineRoute<Out<typeof ZProfile>, undefined, In<typeof ZMobileVerifyBody>>({
  method: 'POST',
  path: '/wps/member/profile/mobile',
  auth: 'token',
});

export const setPaymentPassword = defineRoute<Out<typeof ZDone>, undefined, In<typeof ZPaymentPasswordBody>>({
  method: 'POST',
  path: '/wps/member/payment-password',
  auth: 'token',
  encrypted: true,
});
