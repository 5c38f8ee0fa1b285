import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type LiabilityKey, type NewBet, reserveBet } from './repo.ts';

type Reserved = Awaited<ReturnType<typeof reserveBet>>;

/** The most reservations one transaction takes: the first one's rows stay locked until its commit. */
const MOST_AT_ONCE = 32;

/**
 * Reserves bets (`reserveBet`), the placements that arrive while a transaction is out going together
 * in the next one: one commit, so one wait on the durable flush, for many reservations, as the
 * platform's group commit does for debits. One transaction at a time, so two groups never wait on
 * each other's liability rows. Each bet's statement runs and is answered as it would alone (it sees
 * what the group's earlier bets added to a row). A group whose transaction fails (a key a retry took
 * meanwhile, a deadlock with a settlement) is tried again one bet at a time, so only the bet at fault
 * fails, with its own error.
 */
export function reservations(db: Kysely<DB>) {
  type Waiting = {
    bet: NewBet;
    keys: readonly LiabilityKey[];
    room: { event: bigint; selection: bigint };
    resolve: (reserved: Reserved) => void;
    reject: (error: unknown) => void;
  };
  let waiting: Waiting[] = [];
  let sending = false;
  async function alone(one: Waiting) {
    try {
      one.resolve(await reserveBet(db, one.bet, one.keys, one.room));
    } catch (error) {
      one.reject(error);
    }
  }
  async function send() {
    sending = true;
    while (waiting.length > 0) {
      const group = waiting.slice(0, MOST_AT_ONCE);
      waiting = waiting.slice(group.length);
      if (group.length === 1) {
        await alone(group[0] as Waiting);
        continue;
      }
      let answers: Reserved[];
      try {
        answers = await db.transaction().execute(async (trx) => {
          const reserved: Reserved[] = [];
          for (const { bet, keys, room } of group) reserved.push(await reserveBet(trx, bet, keys, room));
          return reserved;
        });
      } catch {
        for (const one of group) await alone(one);
        continue;
      }
      group.forEach((one, index) => {
        one.resolve(answers[index] as Reserved);
      });
    }
    sending = false;
  }
  return function reserve(
    bet: NewBet,
    keys: readonly LiabilityKey[],
    room: { event: bigint; selection: bigint },
  ): Promise<Reserved> {
    return new Promise((resolve, reject) => {
      waiting.push({ bet, keys, room, resolve, reject });
      if (!sending) void send();
    });
  };
}

export type Reservations = ReturnType<typeof reservations>;
