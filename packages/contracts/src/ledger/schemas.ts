import { z } from 'zod';

export const ZLedgerInvariantsValue = z.object({
  healthy: z.boolean().describe('No invariant is broken'),
  checkedAt: z.iso.datetime(),
  violations: z
    .array(
      z.object({
        invariant: z
          .enum(['I1', 'I2', 'I3', 'I4', 'I5'])
          .describe(
            'I1 balances sum to zero per brand and currency; I2 balances replay from entries; I3 transfers balance; I4 entries chain; I5 no forbidden negative',
          ),
        detail: z
          .record(z.string(), z.string().nullable())
          .describe('The offending row, amounts in minor units'),
      }),
    )
    .describe('At most 100, the first found'),
});
