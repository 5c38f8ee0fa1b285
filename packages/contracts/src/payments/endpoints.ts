import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import {
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

export const listPaymentMethods = defineEndpoint(routes.listPaymentMethods, {
  tag: 'operator',
  summary:
    "A brand's deposit methods (bank accounts and gateways) with limits; gateway secrets only as set or not",
  query: ZPaymentMethodsQuery,
  value: ZPaymentMethodList,
  permission: 'payments.read',
});

export const createPaymentMethod = defineEndpoint(routes.createPaymentMethod, {
  tag: 'operator',
  summary:
    'Adds a deposit method: a bank account members pay into, or a gateway with its secret (sealed); audited',
  body: ZPaymentMethodCreateBody,
  value: ZPaymentMethod,
  permission: 'payments.manage',
});

export const updatePaymentMethod = defineEndpoint(routes.updatePaymentMethod, {
  tag: 'operator',
  summary: 'Changes a deposit method (limits, enabled, sort, bank account, a replacement secret); audited',
  body: ZPaymentMethodUpdateBody,
  value: ZPaymentMethod,
  permission: 'payments.manage',
});

export const listWithdrawalMethods = defineEndpoint(routes.listWithdrawalMethods, {
  tag: 'operator',
  summary: "A brand's withdrawal methods in its order: enabled, own limits (within the brand's), order",
  query: ZWithdrawalMethodsQuery,
  value: ZWithdrawalMethodList,
  permission: 'payments.read',
});

export const putWithdrawalMethod = defineEndpoint(routes.putWithdrawalMethod, {
  tag: 'operator',
  summary: 'Sets a withdrawal method: enabled, its own limits (null: the brand’s), order; audited',
  body: ZWithdrawalMethodBody,
  value: ZWithdrawalMethodSetting,
  permission: 'payments.manage',
});
