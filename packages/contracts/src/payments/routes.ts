import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZPaymentMethod,
  ZPaymentMethodCreateBody,
  ZPaymentMethodList,
  ZPaymentMethodsQuery,
  ZPaymentMethodUpdateBody,
} from './schemas.ts';

export const listPaymentMethods = defineRoute<
  z.output<typeof ZPaymentMethodList>,
  z.input<typeof ZPaymentMethodsQuery>
>({ method: 'GET', path: '/ops/payments/methods', auth: 'operator' });

export const createPaymentMethod = defineRoute<
  z.output<typeof ZPaymentMethod>,
  undefined,
  z.input<typeof ZPaymentMethodCreateBody>
>({ method: 'POST', path: '/ops/payments/methods', auth: 'operator' });

export const updatePaymentMethod = defineRoute<
  z.output<typeof ZPaymentMethod>,
  undefined,
  z.input<typeof ZPaymentMethodUpdateBody>
>({ method: 'PUT', path: '/ops/payments/methods', auth: 'operator' });
