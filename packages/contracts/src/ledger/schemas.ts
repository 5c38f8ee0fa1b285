import { z } from 'zod';

const ZFindingDetail = z
  .record(z.string(), z.string().nullable())
  .describe('The offending row, amounts in minor units, times in ISO-8601 UTC');

export const ZLedgerInvariantsValue = z.object({
  healthy: z.boolean().describe('No invariant is broken (alerts do not count)'),
  checkedAt: z.iso.datetime(),
  violations: z
    .array(
      z.object({
        invariant: z
          .enum(['I1', 'I2', 'I3', 'I4', 'I5', 'I7'])
          .describe(
            'I1 balances sum to zero per brand and currency; I2 balances replay from entries; I3 transfers balance; I4 entries chain; I5 no forbidden negative; I7 each jackpot pool holds its seeds plus contributions less its wins',
          ),
        detail: ZFindingDetail,
      }),
    )
    .describe('At most 100, the first found'),
  alerts: z
    .array(
      z.object({
        invariant: z.enum(['I6']).describe('I6 a game round a provider has left open over 24 hours'),
        detail: ZFindingDetail,
      }),
    )
    .describe('Things for staff to look at that leave the ledger healthy; at most 100, oldest first'),
});
