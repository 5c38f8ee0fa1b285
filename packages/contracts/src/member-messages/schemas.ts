import { z } from 'zod';
import { ZMoney } from '../money.ts';

export const MONEY_MESSAGE_KINDS = [
  'deposit.success',
  'deposit.failure',
  'withdrawal.approved',
  'withdrawal.paid',
  'withdrawal.rejected',
  'lottery.chase.odds',
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

export const ZPlatformMessagesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const ZPlatformMessage = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});

export const ZPlatformMessages = z.object({
  messages: z.array(ZPlatformMessage),
  total: z.number().int().min(0),
  unread: z.number().int().min(0),
});

export const ZReadPlatformMessagesBody = z.object({
  ids: z
    .array(z.string().regex(/^\d{1,18}$/))
    .min(1)
    .max(50)
    .optional()
    .describe('The messages to mark read; none: all of them'),
});

export const ZUnreadCount = z.object({
  count: z.number().int().min(0).describe('Unread platform, deposit and withdrawal messages together'),
  platform: z.number().int().min(0),
  money: z.number().int().min(0),
});

export const ZSendPlatformMessageBody = z.object({
  merchant: z.string().min(2).max(32),
  memberAccount: z.string().min(1).max(64).optional().describe('One member; none: every member of the brand'),
  title: z.string().trim().min(1).max(120),
  content: z.string().trim().min(1).max(4000),
});

export const ZSentPlatformMessage = z.object({ id: z.string(), createdAt: z.iso.datetime() });
