import { type WalletReply, walletClient } from '@platform/contracts/vendor-wallet/client';

/** The request a wallet call is made for: its id goes to the platform, and the call is logged under it. */
export type CallerRequest = {
  id: string;
  log: { info: (detail: object, message: string) => void };
};

/** A platform answer that was not OK: no money moved, and the code says why. */
export class WalletRefusal extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

/** A debit whose fate was unknown, rolled back: the stake is not taken. */
export class DebitRolledBack extends Error {}

type Payload = { transactionId?: string; [field: string]: unknown };

const ATTEMPTS = 3;

/**
 * The sportsbook's side of the seamless wallet, as the house vendor's: it holds no money. A bet is a
 * round of the platform's: its stake the round's debit, its return (later) the credit that closes it.
 */
export function platformWallet(settings: { baseUrl: string; vendorCode: string; secret: string }) {
  const client = walletClient(settings);
  const call = async (request: CallerRequest, operation: string, payload: Payload): Promise<WalletReply> => {
    const reply = await client(operation, payload, { requestId: request.id });
    request.log.info(
      {
        wallet: operation,
        transactionId: payload.transactionId,
        code: reply.body.code,
        status: reply.status,
      },
      `wallet ${operation} ${reply.body.code}`,
    );
    return reply;
  };
  /** A call that must land (a rollback): retried on network failure, which its transaction id makes safe. */
  const insist = async (request: CallerRequest, operation: string, payload: Payload) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await call(request, operation, payload);
      } catch (error) {
        if (attempt >= ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  };
  return {
    async balance(token: string, request: CallerRequest) {
      const { body } = await call(request, 'balance', { token });
      if (body.code !== 'OK' || !body.playerId || !body.balance || !body.currency)
        throw new WalletRefusal(body.code);
      return { playerId: body.playerId, currency: body.currency, balance: body.balance };
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
        reply = await call(request, 'debit', { ...round, amount, currency });
      } catch (error) {
        const rolledBack = await insist(request, 'rollback', {
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
  };
}
export type PlatformWallet = ReturnType<typeof platformWallet>;
