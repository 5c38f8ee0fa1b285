import { describe } from 'vitest';
import { describeWalletConformance } from './suite.ts';

/**
 * The conformance suite against any platform's wallet (npm run wallet-conformance): the platform's
 * operator gives the wallet's address, a provider's code and key, a game, the currency, and fresh
 * launch tokens of players holding at least 100 each (one per test, about 30), comma-separated, and
 * optionally a jackpot the game feeds (WALLET_CONFORMANCE_JACKPOT) for the jackpot rules.
 * Without WALLET_CONFORMANCE_URL it stops at once and says what to set.
 */
const env = process.env;
const tokens = (env.WALLET_CONFORMANCE_TOKENS ?? '').split(',').filter(Boolean);

if (!env.WALLET_CONFORMANCE_URL)
  throw new Error('Set WALLET_CONFORMANCE_URL and the other WALLET_CONFORMANCE_* settings');

describe('a platform’s seamless wallet, from outside', () => {
  describeWalletConformance({
    baseUrl: env.WALLET_CONFORMANCE_URL ?? '',
    vendorCode: env.WALLET_CONFORMANCE_VENDOR ?? '',
    secret: env.WALLET_CONFORMANCE_SECRET ?? '',
    gameCode: env.WALLET_CONFORMANCE_GAME ?? '',
    ...(env.WALLET_CONFORMANCE_JACKPOT ? { jackpotCode: env.WALLET_CONFORMANCE_JACKPOT } : {}),
    currency: env.WALLET_CONFORMANCE_CURRENCY ?? 'USD',
    scale: Number(env.WALLET_CONFORMANCE_SCALE ?? 2),
    async newPlayer() {
      const token = tokens.shift();
      if (!token) throw new Error('WALLET_CONFORMANCE_TOKENS has run out: give one token per test');
      return { token };
    },
  });
});
