import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZOperatorDone,
  ZOperatorInfo,
  ZOperatorLoginBody,
  ZOperatorLoginValue,
  ZOperatorPasswordBody,
} from './schemas.ts';

type Out<T extends z.ZodType> = z.output<T>;
type In<T extends z.ZodType> = z.input<T>;

export const operatorLogin = defineRoute<
  Out<typeof ZOperatorLoginValue>,
  undefined,
  In<typeof ZOperatorLoginBody>
>({ method: 'POST', path: '/ops/session/login', auth: 'none' });

export const operatorLogout = defineRoute<Out<typeof ZOperatorDone>>({
  method: 'DELETE',
  path: '/ops/session/logout',
  auth: 'operator',
});

export const operatorInfo = defineRoute<Out<typeof ZOperatorInfo>>({
  method: 'GET',
  path: '/ops/me',
  auth: 'operator',
});

export const operatorPassword = defineRoute<
  Out<typeof ZOperatorDone>,
  undefined,
  In<typeof ZOperatorPasswordBody>
>({ method: 'POST', path: '/ops/me/password', auth: 'operator' });
