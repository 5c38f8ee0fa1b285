import { z } from 'zod';
import { parseMoney, ZMoney } from '../money.ts';
import { ZRowCursor } from '../row-id.ts';
import { ZWithdrawalMethod } from '../withdrawals/schemas.ts';
import { FEE_BPS_MAX, ZFeeTerms } from './fees.ts';

const ZMerchantRef = z.object({ merchant: z.string().regex(/^[A-Za-z0-9_-]{2,32}$/) });

export const PAYMENT_METHOD_KINDS = ['bank_transfer', 'online'] as const;
export const PAYMENT_SORT_KEYS = ['sortOrder', 'code', 'name'] as const;

export const ZPaymentMethodsQuery = ZMerchantRef.extend({
  kind: z.enum(PAYMENT_METHOD_KINDS).optional(),
  sort: z.enum(PAYMENT_SORT_KEYS).default('sortOrder'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

const ZBankDetails = z.object({
  bankName: z.string().trim().min(1).max(64),
  accountName: z.string().trim().min(1).max(64),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]{4,34}$/, 'payment.account.number'),
  branch: z.string().trim().max(64).nullable(),
});

/** A gateway's shared secret: written once, never read back (a replacement may be sent). */
export const ZGatewaySecret = z.string().min(32).max(256);

const ZMethodFields = z.object({
  name: z.string().trim().min(1).max(64),
  minAmount: ZMoney,
  maxAmount: ZMoney,
  enabled: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000),
  bank: ZBankDetails.nullable().describe('Bank transfer: the account members pay into'),
  gateway: z
    .object({ code: z.string().regex(/^[a-z0-9-]{2,32}$/), secret: ZGatewaySecret.optional() })
    .nullable()
    .describe('Online: the gateway, and its secret (left out: keep the one saved)'),
  feeFixed: z.string().max(32).default('0').describe('Kept from every deposit; "0" for none'),
  feeBps: z
    .number()
    .int()
    .min(0)
    .max(FEE_BPS_MAX)
    .default(0)
    .describe('Basis points of what arrives, rounded down'),
  feeCap: z.string().max(32).nullable().default(null).describe('The most the fee comes to; null: no cap'),
});

/** Amounts compared at a scale wider than any currency's, so no float ever decides. */
const limitsInOrder = (body: { minAmount: string; maxAmount: string }) => {
  const min = parseMoney(body.minAmount, 8);
  const max = parseMoney(body.maxAmount, 8);
  return min === null || max === null || min <= max;
};

export const ZPaymentMethodCreateBody = ZMerchantRef.extend({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,32}$/, 'payment.method.code'),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  ...ZMethodFields.shape,
}).refine(limitsInOrder, { message: 'payment.limits.order', path: ['maxAmount'] });

export const ZPaymentMethodUpdateBody = ZMerchantRef.extend({
  id: ZRowCursor,
  ...ZMethodFields.shape,
}).refine(limitsInOrder, { message: 'payment.limits.order', path: ['maxAmount'] });

export const ZPaymentMethod = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  name: z.string(),
  minAmount: ZMoney,
  maxAmount: ZMoney,
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  bank: ZBankDetails.nullable(),
  gateway: z
    .object({
      code: z.string(),
      secretSet: z.boolean(),
      secretHint: z.string().nullable().describe('A fingerprint of the secret saved, never the secret'),
    })
    .nullable(),
  fee: ZFeeTerms.describe('Kept from what arrives; a deposit keeps the terms of when it was ordered'),
});
export type PaymentMethod = z.infer<typeof ZPaymentMethod>;

export const ZPaymentMethodList = z.object({
  items: z.array(ZPaymentMethod),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  gateways: z.array(z.string()).describe('The gateways this installation runs'),
});

export const ZWithdrawalMethodsQuery = ZMerchantRef;

export const ZWithdrawalMethodSetting = z.object({
  method: ZWithdrawalMethod,
  enabled: z.boolean(),
  minAmount: ZMoney.nullable().describe("Its own smallest withdrawal; null: the brand's"),
  maxAmount: ZMoney.nullable().describe("Its own largest withdrawal; null: the brand's"),
  fee: ZFeeTerms,
  sortOrder: z.number().int(),
  isDefault: z.boolean().describe('The brand never set it: offered, within the brand limits'),
  payoutGateway: z
    .string()
    .nullable()
    .describe('The gateway that pays its withdrawals out when staff pay one; null: staff pay by hand'),
});
export type WithdrawalMethodSetting = z.infer<typeof ZWithdrawalMethodSetting>;

export const ZWithdrawalMethodList = z.object({
  items: z.array(ZWithdrawalMethodSetting),
  brandMinAmount: ZMoney.describe(
    "The brand's smallest withdrawal (Brands → Limits): a method's own is within it",
  ),
  brandMaxAmount: ZMoney.describe("The brand's largest withdrawal (Brands → Limits)"),
});

const ZOptionalAmount = z.string().max(32).nullable();

export const ZWithdrawalMethodBody = ZMerchantRef.extend({
  method: ZWithdrawalMethod,
  enabled: z.boolean(),
  minAmount: ZOptionalAmount.describe("Its own smallest withdrawal; null: the brand's"),
  maxAmount: ZOptionalAmount.describe("Its own largest withdrawal; null: the brand's"),
  feeFixed: z.string().max(32).describe('Charged on every withdrawal; "0" for none'),
  feeBps: z.number().int().min(0).max(FEE_BPS_MAX).describe('Basis points of the amount, rounded down'),
  feeCap: ZOptionalAmount.describe('The most the fee comes to; null: no cap'),
  sortOrder: z.number().int().min(0).max(10_000),
  payoutGateway: z
    .string()
    .max(32)
    .nullable()
    .optional()
    .describe(
      "The gateway that pays its withdrawals out (the brand's online deposit method of it holds the key); null: by hand; left out: kept",
    ),
}).refine(
  (body) =>
    body.minAmount === null ||
    body.maxAmount === null ||
    limitsInOrder({ minAmount: body.minAmount, maxAmount: body.maxAmount }),
  { message: 'payment.limits.order', path: ['maxAmount'] },
);
