import { HOUSE_GAME_RTP, HOUSE_GAMES } from '@platform/contracts/vendor-wallet/house';
import { describe, expect, it } from 'vitest';
import { baccaratOdds } from './baccarat.ts';
import { CRASH_RTP } from './crash.ts';
import { DICE_RTP } from './dice.ts';
import { FISHING_RTP } from './fishing.ts';
import { slotRtp } from './slot.ts';

/** The platform's reports compare each game's actual return with HOUSE_GAME_RTP: it must be the rules'. */
describe('the return to player the platform declares is the rules’ own', () => {
  const percent = (rtp: number) => (rtp * 100).toFixed(2);
  it.each([
    ['dice', DICE_RTP],
    ['crash', CRASH_RTP],
    ['slot', slotRtp().rtp],
    ['baccarat', baccaratOdds().rtp.banker],
    ['fishing', FISHING_RTP],
  ] as const)('%s', (game, rtp) => {
    expect(HOUSE_GAME_RTP[HOUSE_GAMES[game]]).toBe(percent(rtp));
  });
});
