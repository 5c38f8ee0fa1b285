import { randomUUID } from 'node:crypto';
import {
  type CallerRequest,
  callerOf,
  insist,
  WalletRefusal,
  type WalletReply,
  walletClient,
} from '@platform/contracts/vendor-wallet/client';
import type { ZRiskSignalRequest } from '@platform/contracts/vendor-wallet/protocol';
import type { z } from 'zod';

/** The house vendor's side of the seamless wallet: it holds no money, the platform holds it all. */
export function platformWallet(settings: { baseUrl: string; vendorCode: string; secret: string }) {
  const client = walletClient(settings);
  return {
    async balance(
      token: string,
      request: CallerRequest,
    ): Promise<{
      playerId: string;
      currency: string;
      balance: string;
      stakeLimits: { min?: string | undefined; max?: string | undefined };
    }> {
      const { body } = await callerOf(client, request)('balance', { token });
      if (body.code !== 'OK' || !body.playerId || !body.balance || !body.currency)
        throw new WalletRefusal(body.code);
      return {
        playerId: body.playerId,
        currency: body.currency,
        balance: body.balance,
        stakeLimits: body.stakeLimits ?? {},
      };
    },

    /**
     * One round: the stake is debited, `settle` decides the win, a jackpot `jackpot` says the round
     * won is claimed while the round is open, the win is credited and the round closed. A debit whose
     * fate is unknown (the network failed), or whose round could not be settled (the vendor could not
     * keep the round's seeds spent), is rolled back.
     */
    async round(
      player: { token: string; playerId: string; gameCode: string; currency: string },
      stake: string,
      settle: () => Promise<string>,
      request: CallerRequest,
      jackpot: () => string | null = () => null,
    ): Promise<{
      roundId: string;
      win: string;
      balance: string;
      jackpot: { code: string; amount: string } | null;
    }> {
      const call = callerOf(client, request);
      const roundId = randomUUID();
      const base = { token: player.token, playerId: player.playerId, gameCode: player.gameCode, roundId };
      const debitId = `${roundId}:debit`;
      const rollback = () =>
        insist(call, 'rollback', {
          ...base,
          transactionId: `${roundId}:rollback`,
          refTransactionId: debitId,
        });
      let debited: WalletReply;
      try {
        debited = await call('debit', {
          ...base,
          transactionId: debitId,
          amount: stake,
          currency: player.currency,
        });
      } catch (error) {
        await rollback();
        throw error;
      }
      if (debited.body.code !== 'OK') throw new WalletRefusal(debited.body.code);
      let win: string;
      try {
        win = await settle();
      } catch (error) {
        await rollback();
        throw error;
      }
      const won = jackpot();
      let jackpotPaid: { code: string; amount: string } | null = null;
      if (won) {
        // The platform decides nothing here but whether the round and the jackpot are real: a
        // refusal (a brand without this jackpot) leaves the round's own win to be credited as usual.
        const claimed = await insist(call, 'jackpot-win', {
          ...base,
          transactionId: `${roundId}:jackpot`,
          jackpotCode: won,
          currency: player.currency,
        });
        if (claimed.body.code === 'OK' && claimed.body.amount)
          jackpotPaid = { code: won, amount: claimed.body.amount };
      }
      const credited = await insist(call, 'credit', {
        ...base,
        transactionId: `${roundId}:credit`,
        amount: win,
        currency: player.currency,
        closeRound: true,
      });
      if (credited.body.code !== 'OK' || !credited.body.balance) throw new WalletRefusal(credited.body.code);
      return { roundId, win, balance: credited.body.balance, jackpot: jackpotPaid };
    },

    /**
     * A shared table's bet: one debit of the member's round at the table, which stays open for the
     * member's other bets of that round until `settle` closes it. The balance after it.
     */
    async bet(
      player: TablePlayer,
      roundId: string,
      transactionId: string,
      stake: string,
      request: CallerRequest,
    ) {
      const call = callerOf(client, request);
      const base = { token: player.token, playerId: player.playerId, gameCode: player.gameCode, roundId };
      const rollback = () =>
        insist(call, 'rollback', {
          ...base,
          transactionId: `${transactionId}:r`,
          refTransactionId: transactionId,
        });
      let debited: WalletReply;
      try {
        debited = await call('debit', { ...base, transactionId, amount: stake, currency: player.currency });
      } catch (error) {
        await rollback();
        throw error;
      }
      if (debited.body.code !== 'OK' || !debited.body.balance) throw new WalletRefusal(debited.body.code);
      return { balance: debited.body.balance, rollback };
    },

    /**
     * Tells the platform two players were at one table from one address or device (for its risk
     * staff; no money moves). One attempt: the platform answers the same signal again as the first,
     * so the caller may retry it (rooms/risk-report.ts).
     */
    async riskSignal(signal: RiskSignal, request: CallerRequest): Promise<WalletReply> {
      return callerOf(client, request)('risk-signal', signal);
    },

    /** Closes a member's round at a shared table with what its bets won (zero for a loss). */
    async settle(player: TablePlayer, roundId: string, win: string, request: CallerRequest) {
      const base = { token: player.token, playerId: player.playerId, gameCode: player.gameCode, roundId };
      const credited = await insist(callerOf(client, request), 'credit', {
        ...base,
        transactionId: `${roundId}:credit`,
        amount: win,
        currency: player.currency,
        closeRound: true,
      });
      if (credited.body.code !== 'OK') throw new WalletRefusal(credited.body.code);
    },
  };
}
type RiskSignal = z.input<typeof ZRiskSignalRequest>;
type TablePlayer = { token: string; playerId: string; gameCode: string; currency: string };
export type PlatformWallet = ReturnType<typeof platformWallet>;
