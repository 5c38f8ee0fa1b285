import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type {
  ZPaymentMethod,
  ZPaymentMethodCreateBody,
  ZPaymentMethodList,
  ZPaymentMethodsQuery,
  ZPaymentMethodUpdateBody,
  ZWithdrawalMethodBody,
  ZWithdrawalMethodList,
  ZWithdrawalMethodSetting,
  ZWithdrawalMethodsQuery,
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

export const listWithdrawalMethods = defineRoute<
  z.output<typeof ZWithdrawalMethodList>,
  z.input<typeof ZWithdrawalMethodsQuery>
>({ method: 'GET', path: '/ops/payments/withdrawal-methods', auth: 'operator' });

export const putWithdrawalMethod = defineRoute<
  z.output<typeof ZWithdrawalMethodSetting>,
  undefined,
  z.input<typeof ZWithdrawalMethodBody>
>({ method: 'PUT', path: '/ops/payments/withdrawal-methods', auth: 'operator' });
