import { HOUSE_JACKPOT_GAMES } from '@platform/contracts/vendor-wallet/house';

/**
 * The demo brand's progressive jackpots (the house's codes, whose chances the vendor publishes), fed
 * by the house games that roll for them. Amounts in minor units of the demo brand's USD.
 */
export const demoJackpots = () => [
  { code: 'LOTUS_GRAND', contributionBp: 50, seedAmount: 5_000_00n, gameCodes: HOUSE_JACKPOT_GAMES },
  { code: 'LOTUS_MINI', contributionBp: 100, seedAmount: 50_00n, gameCodes: HOUSE_JACKPOT_GAMES },
];
