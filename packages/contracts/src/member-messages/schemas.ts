import { z } from 'zod';
import { ZMoney } from '../money.ts';

export const MONEY_MESSAGE_KINDS = [
  'deposit.success',
  'deposit.failure',
  'withdrawal.approved',
  'withdrawal.rejected',
] as const;
export type MoneyMessageKind = (typeof MONEY_MESSAGE_KINDS)[number];

export const ZMoneyMessagesQuery = z.object({
  topic: z.enum(['deposit', 'withdrawal']).optional().describe('Only deposit or only withdrawal messages'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const ZMoneyMessages = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(MONEY_MESSAGE_KINDS),
      amount: ZMoney,
      read: z.boolean(),
      createdAt: z.iso.datetime(),
    }),
  ),
  total: z.number().int().min(0),
  unread: z.number().int().min(0),
});

export const ZMoneyMessagesRead = z.object({
  read: z.number().int().min(0).describe('How many were unread'),
});
