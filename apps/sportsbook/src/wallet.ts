import {
  type CallerRequest,
  callerOf,
  insist,
  WalletRefusal,
  type WalletReply,
  walletClient,
} from '@platform/contracts/vendor-wallet/client';
import { ZVendorWalletResponse } from '@platform/contracts/vendor-wallet/protocol';

const ZBrand = ZVendorWalletResponse.shape.brand.unwrap();

/** A debit whose fate was unknown, rolled back: the stake is not taken. */
export class DebitRolledBack extends Error {}

/**
 * The sportsbook's side of the seamless wallet, as the house vendor's: it holds no money. A bet is a
 * round of the platform's: its stake the round's debit, its return (later) the credit that closes it.
 */
export function platformWallet(settings: { baseUrl: string; vendorCode: string; secret: string }) {
  const client = walletClient(settings);
  return {
    async balance(token: string, request: CallerRequest) {
      const { body } = await callerOf(client, request)('balance', { token });
      if (body.code !== 'OK' || !body.playerId || !body.balance || !body.currency)
        throw new WalletRefusal(body.code);
      // The platform names the member's brand to the sportsbook on every balance answer; one without
      // it is a platform the book cannot price or show for, not a player's mistake.
      const brand = ZBrand.safeParse(body.brand);
      if (!brand.success) throw new Error("the platform's balance answer names no brand");
      return { playerId: body.playerId, currency: body.currency, balance: body.balance, brand: brand.data };
    },

    /**
     * A bet's stake. Answers the balance after it; a refusal throws WalletRefusal (no money moved). A
     * debit whose fate is unknown (the network failed) is rolled back and throws DebitRolledBack, so
     * no stake is ever kept for a bet the book did not take; a rollback that fails too throws its error.
     */
    async debit(
      round: { token: string; playerId: string; gameCode: string; roundId: string; transactionId: string },
      amount: string,
      currency: string,
      request: CallerRequest,
    ): Promise<string> {
      let reply: WalletReply;
      try {
        reply = await callerOf(client, request)('debit', { ...round, amount, currency });
      } catch (error) {
        const rolledBack = await insist(callerOf(client, request), 'rollback', {
          token: round.token,
          playerId: round.playerId,
          gameCode: round.gameCode,
          roundId: round.roundId,
          transactionId: `${round.roundId}:rollback`,
          refTransactionId: round.transactionId,
        });
        if (rolledBack.body.code !== 'OK')
          throw new Error(`rollback answered ${rolledBack.body.code}`, { cause: error });
        throw new DebitRolledBack('the debit was rolled back', { cause: error });
      }
      if (reply.body.code !== 'OK' || !reply.body.balance) throw new WalletRefusal(reply.body.code);
      return reply.body.balance;
    },

    /**
     * A payment to the member after the stake: a round's credit (a settlement, a cash-out) or an
     * adjustment of a round a credit closed (a corrected settlement). Answers the wallet's code (OK or
     * why it moved nothing); a network failure throws, and the payment is sent again later under the
     * same transaction id, which the platform answers once.
     */
    async pay(
      payment:
        | {
            operation: 'credit';
            round: WalletRound;
            amount: string;
            currency: string;
            closeRound: boolean;
          }
        | {
            operation: 'adjust';
            round: WalletRound;
            refTransactionId: string;
            amount: string;
            direction: 'credit' | 'debit';
            currency: string;
          },
      request: CallerRequest,
    ): Promise<string> {
      const { operation, round, ...rest } = payment;
      // A correction comes after the launch, whose token may be long gone: the round names the player.
      const { token, ...named } = round;
      const body = operation === 'adjust' ? { ...named, ...rest } : { ...round, ...rest };
      return (await insist(callerOf(client, request), operation, body)).body.code;
    },

    /**
     * Gives back a bet's stake whose debit's fate is unknown (a bet left reserved): answers the
     * wallet's code; OK means no stake is held, whether the debit landed or not.
     */
    async rollback(round: Omit<WalletRound, 'transactionId'>, request: CallerRequest): Promise<string> {
      const reply = await insist(callerOf(client, request), 'rollback', {
        ...round,
        transactionId: `${round.roundId}:rollback`,
        refTransactionId: `${round.roundId}:debit`,
      });
      return reply.body.code;
    },
  };
}
export type PlatformWallet = ReturnType<typeof platformWallet>;

/** The platform's round a bet is, as wallet calls after its debit name it. */
export type WalletRound = {
  token: string;
  playerId: string;
  gameCode: string;
  roundId: string;
  transactionId: string;
};
