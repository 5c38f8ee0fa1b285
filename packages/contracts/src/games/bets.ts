import { z } from 'zod';
import { ZMoney } from '../money.ts';

export const ZBetsQuery = z.object({
  from: z.iso.date().describe('First day, YYYY-MM-DD in GMT+8'),
  to: z.iso.date().describe('Last day, included; at most 90 days after from'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type BetsQuery = z.input<typeof ZBetsQuery>;

export const BET_STATUSES = ['open', 'closed', 'refunded'] as const;

/** The betting record (personalHistoryCopy): the member's game rounds, newest first. */
export const ZBets = z.object({
  bets: z.array(
    z.object({
      id: z.string(),
      roundId: z.string().describe("The provider's round id"),
      gameName: z.string(),
      vendorCode: z.string(),
      stake: ZMoney,
      win: ZMoney,
      /** Win less stake, with refunds given back: what the round did to the balance. */
      profit: ZMoney,
      status: z.enum(BET_STATUSES),
      openedAt: z.iso.datetime(),
      closedAt: z.iso.datetime().nullable(),
    }),
  ),
  total: z.number().int().min(0),
  totals: z.object({ stake: ZMoney, win: ZMoney, profit: ZMoney }).describe('Over the whole range'),
});
