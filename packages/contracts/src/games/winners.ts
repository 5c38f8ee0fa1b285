import { z } from 'zod';
import { ZMoney } from '../money.ts';

/** The spec's winner record: player (masked), game name, prize amount, time. */
export const ZWinners = z.array(
  z.object({
    player: z.string().describe('The account, masked: its first two letters and its last'),
    gameName: z.string(),
    prize: ZMoney,
    wonAt: z.iso.datetime(),
  }),
);

/** How many wins the board shows. */
export const WINNERS_SHOWN = 20;
