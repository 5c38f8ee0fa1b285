import { LIVE_CHANGES, type LiveChange } from '@platform/contracts/member-live/schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { movementMarks } from '../ledger/service.ts';
import { settlementMarks } from '../lottery/service.ts';
import { messageMarks } from '../member-messages/service.ts';
import { roundMarks } from '../vendor-wallet/service.ts';

type Member = { merchantId: bigint; memberId: bigint };
type Listener = (change: LiveChange) => void;
/** Per member, one mark per kind of change: a kind changed when its mark did. */
type Marks = Map<bigint, Record<LiveChange, string>>;

export type MemberLive = {
  /** Tells `listener` each change of the member's from now on; answers what stops it. */
  follow(member: Member, listener: Listener): Promise<() => void>;
  close(): void;
};

/** Every kind's mark for each member: four indexed reads for all of them, however many there are. */
export function readMarks(db: Kysely<DB>) {
  return async (members: readonly Member[]): Promise<Marks> => {
    const ids = members.map((member) => member.memberId);
    const [moves, messages, lottery, rounds] = await Promise.all([
      movementMarks(db, ids),
      messageMarks(db, members),
      settlementMarks(db, ids),
      roundMarks(db, ids),
    ]);
    return new Map(
      ids.map((id) => [
        id,
        {
          balance: moves.get(id) ?? '',
          messages: messages.get(id) ?? '',
          bets: `${lottery.get(id) ?? ''}|${rounds.get(id) ?? ''}`,
        },
      ]),
    );
  };
}

/**
 * The live changes of the members this instance's streams follow. Once a tick, while anyone is
 * followed, it reads a mark per member and kind and tells each listener what moved since the last
 * look. Nothing is passed between instances: each reads the database every instance, job and worker
 * writes to, so a movement made anywhere reaches a member's stream on whichever instance within a
 * tick, after its commit and never before, and no lost message can hide one. (A signal published
 * by the writer could not know when its transaction commits, and NOTIFY would serialise every
 * money transaction's commit.) A tick slower than its interval is not overlapped.
 */
export function createMemberLive(options: {
  readMarks: (members: readonly Member[]) => Promise<Marks>;
  tickMs: number;
  onError: (error: unknown) => void;
}): MemberLive {
  const followed = new Map<
    bigint,
    { member: Member; listeners: Set<Listener>; known: Record<LiveChange, string> | undefined }
  >();
  let isReading = false;

  async function look(): Promise<void> {
    const entries = [...followed.values()];
    const marks = await options.readMarks(entries.map((entry) => entry.member));
    for (const entry of entries) {
      const now = marks.get(entry.member.memberId);
      if (!now) continue;
      const before = entry.known;
      entry.known = now;
      if (!before) continue;
      for (const change of LIVE_CHANGES)
        if (before[change] !== now[change]) for (const listener of entry.listeners) listener(change);
    }
  }

  const timer = setInterval(() => {
    if (isReading || followed.size === 0) return;
    isReading = true;
    look()
      .catch(options.onError)
      .finally(() => {
        isReading = false;
      });
  }, options.tickMs);
  timer.unref();

  return {
    async follow(member, listener) {
      let entry = followed.get(member.memberId);
      if (!entry) {
        // Where the member stands now, so that every change after the stream says ready is told.
        const known = (await options.readMarks([member])).get(member.memberId);
        entry = followed.get(member.memberId) ?? { member, listeners: new Set(), known };
        followed.set(member.memberId, entry);
      }
      const following = entry;
      following.listeners.add(listener);
      return () => {
        following.listeners.delete(listener);
        if (following.listeners.size === 0 && followed.get(member.memberId) === following)
          followed.delete(member.memberId);
      };
    },
    close() {
      clearInterval(timer);
      followed.clear();
    },
  };
}
