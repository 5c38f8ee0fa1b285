import { z } from 'zod';
import { ZMoney } from '../money.ts';

/** The brand's jackpots as the site shows them: each pool's amount now, and the latest winners. */
export const ZJackpots = z.object({
  jackpots: z.array(
    z.object({
      code: z.string().describe('The jackpot, e.g. LOTUS_GRAND (the site names it in the reader’s language)'),
      amount: ZMoney.describe('What the pool holds now: what its next winner is paid'),
      gameCodes: z.array(z.string()).describe('The games whose stakes feed it and which may win it'),
    }),
  ),
  winners: z.array(
    z.object({
      player: z.string().describe('The account, masked: its first two letters and its last'),
      jackpot: z.string(),
      amount: ZMoney,
      wonAt: z.iso.datetime(),
    }),
  ),
});

/** How many wins the winners' list shows. */
export const JACKPOT_WINNERS_SHOWN = 10;
