import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type Reservation, type Reserved, reserveBet, reserveBets } from './repo.ts';

/** The most reservations one statement takes: the first one's rows stay locked until its commit. */
const MOST_AT_ONCE = 32;

/**
 * Reserves bets, the placements that arrive while a statement is out going together in the next one
 * (`reserveBets`): one statement and one commit, so one round trip and one wait on the durable flush,
 * for many reservations, as the platform's group commit does for debits. One statement at a time, so
 * two groups never wait on each other's liability rows. Each bet is reserved and answered as it would
 * be alone (it sees what the group's earlier bets added to a row). A group whose statement fails (a
 * key a retry took meanwhile, a deadlock with a settlement) is tried again one bet at a time, so only
 * the bet at fault fails, with its own error.
 */
export function reservations(db: Kysely<DB>) {
  type Waiting = Reservation & {
    resolve: (reserved: Reserved) => void;
    reject: (error: unknown) => void;
  };
  let waiting: Waiting[] = [];
  let sending = false;
  async function alone(one: Waiting) {
    try {
      one.resolve(await reserveBet(db, one));
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
        answers = await reserveBets(db, group);
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
  return function reserve(bet: Reservation['bet'], keys: Reservation['keys'], room: Reservation['room']) {
    return new Promise<Reserved>((resolve, reject) => {
      waiting.push({ bet, keys, room, resolve, reject });
      if (!sending) void send();
    });
  };
}

export type Reservations = ReturnType<typeof reservations>;
