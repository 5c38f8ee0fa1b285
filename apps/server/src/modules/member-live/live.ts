import { LIVE_CHANGES, type LiveChange } from '@platform/contracts/member-live/schemas';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { createLiveSignal } from '../../platform/live-signal.ts';
import { hearMemberChanges, type MemberChange } from '../../platform/member-changes.ts';
import { movementMarks, onMovement, ownersOf } from '../ledger/service.ts';
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
  /** Sends a signal of signalMemberChanges to every instance (to this one alone without Redis). */
  publish(signal: string): void;
  close(): Promise<void>;
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

/** The pub/sub channel of one deployment (its Redis name space). */
export const memberLiveChannel = (nameSpace: string) => `${nameSpace}member:live`;

/** Members per signal: a draw's settlement tells its thousands of winners in a few messages. */
const MEMBERS_PER_SIGNAL = 500;
/** Accounts whose owner this process remembers (an account never changes hands); forgotten when full. */
const OWNERS_KEPT = 100_000;

/** `kind merchant members`: members `*` for the whole brand, else their ids with commas. */
const signalsOf = (change: MemberChange): string[] => {
  const head = `${change.kind} ${change.merchantId} `;
  if (change.memberIds === 'brand') return [`${head}*`];
  const signals: string[] = [];
  for (let at = 0; at < change.memberIds.length; at += MEMBERS_PER_SIGNAL)
    signals.push(head + change.memberIds.slice(at, at + MEMBERS_PER_SIGNAL).join(','));
  return signals;
};

function parseSignal(signal: string): { merchantId: bigint; memberIds: bigint[] | 'brand' } | undefined {
  const [, merchant, members] = signal.split(' ');
  if (merchant === undefined || members === undefined || !/^\d+$/.test(merchant)) return undefined;
  if (members === '*') return { merchantId: BigInt(merchant), memberIds: 'brand' };
  if (!/^\d+(,\d+)*$/.test(members)) return undefined;
  return { merchantId: BigInt(merchant), memberIds: members.split(',').map(BigInt) };
}

/**
 * How long a change waits for others of its brand and kind before its signal is sent. At a game
 * provider's rates each seamless debit was a Redis PUBLISH of its own, heard back by every instance
 * (about 5 % of the API's time on the debit path, issue 25); gathered, a second of debits is a few
 * dozen signals, and a stream hears of a change this much later.
 */
const SIGNAL_GATHER_MS = 25;

/**
 * Signals, once each commits, every change of a member this process makes (money moved, a message
 * delivered, a bet settled), for the API instances whose streams follow them: the app and the worker
 * start it. A movement names accounts; their members are remembered, so only an account not seen
 * before costs a read. Changes are gathered for SIGNAL_GATHER_MS into one signal per brand and kind.
 * Answers what stops it, which sends what is gathered.
 */
export function signalMemberChanges(
  db: Kysely<DB>,
  publish: (signal: string) => void,
  onError: (error: unknown) => void,
): () => void {
  const owners = new Map<bigint, bigint | null>();
  const gathered = new Map<
    string,
    { merchantId: bigint; kind: LiveChange; memberIds: Set<bigint> | 'brand' }
  >();
  let timer: NodeJS.Timeout | undefined;
  const send = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const { merchantId, kind, memberIds } of gathered.values())
      for (const signal of signalsOf({
        merchantId,
        kind,
        memberIds: memberIds === 'brand' ? 'brand' : [...memberIds],
      }))
        publish(signal);
    gathered.clear();
  };
  const tell = (change: MemberChange) => {
    const key = `${change.kind} ${change.merchantId}`;
    const entry = gathered.get(key);
    if (change.memberIds === 'brand' || !entry)
      gathered.set(key, {
        merchantId: change.merchantId,
        kind: change.kind,
        memberIds: change.memberIds === 'brand' ? 'brand' : new Set(change.memberIds),
      });
    else if (entry.memberIds !== 'brand') for (const id of change.memberIds) entry.memberIds.add(id);
    if (timer === undefined) {
      timer = setTimeout(send, SIGNAL_GATHER_MS);
      // Stopping sends what is gathered; a gathered signal must not hold the process open.
      timer.unref();
    }
  };
  const stopMovements = onMovement(({ merchantId, accountIds }) => {
    const unknown = accountIds.filter((id) => !owners.has(id));
    // A transfer between two wallets of one member names them once.
    const known = () => [...new Set(accountIds.flatMap((id) => owners.get(id) ?? []))];
    if (unknown.length === 0) {
      tell({ merchantId, kind: 'balance', memberIds: known() });
      return;
    }
    ownersOf(db, unknown)
      .then((found) => {
        if (owners.size + unknown.length > OWNERS_KEPT) owners.clear();
        for (const id of unknown) owners.set(id, found.get(id) ?? null);
        tell({ merchantId, kind: 'balance', memberIds: known() });
      })
      .catch(onError);
  });
  const stopChanges = hearMemberChanges(tell);
  return () => {
    stopMovements();
    stopChanges();
    send();
  };
}

/**
 * The live changes of the members this instance's streams follow. A signal (signalMemberChanges, from
 * whichever instance or worker committed the change) names members; when this instance follows one,
 * it reads that member's marks, a mark per kind of change, and tells each listener what moved since
 * the last look. The signal carries nothing to trust: the database is the only truth, and the read
 * comes after the writer's commit, so a doubled signal costs an extra read. A lost one (Redis down, a
 * subscription being restored) is caught by a slow look at every followed member once a tick.
 * Reads never overlap: signals arriving during one are read together by the next.
 */
export function createMemberLive(options: {
  readMarks: (members: readonly Member[]) => Promise<Marks>;
  tickMs: number;
  redis?: Redis | undefined;
  channel: string;
  onError: (error: unknown) => void;
}): MemberLive {
  const followed = new Map<
    bigint,
    { member: Member; listeners: Set<Listener>; known: Record<LiveChange, string> | undefined }
  >();
  let due = new Set<bigint>();
  let isQueued = false;
  let reading: Promise<void> = Promise.resolve();

  async function look(entries: readonly NonNullable<ReturnType<typeof followed.get>>[]): Promise<void> {
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

  /** Reads the members due, after the read under way: one read for all the signals meanwhile. */
  const lookSoon = () => {
    if (isQueued || due.size === 0) return;
    isQueued = true;
    reading = reading
      .then(() => {
        isQueued = false;
        const entries = [...due].flatMap((id) => followed.get(id) ?? []);
        due = new Set();
        return entries.length > 0 ? look(entries) : undefined;
      })
      .catch(options.onError);
  };

  const signal = createLiveSignal({
    redis: options.redis,
    channel: options.channel,
    hear: (message) => {
      const heard = parseSignal(message);
      if (!heard) return;
      for (const entry of followed.values())
        if (
          entry.member.merchantId === heard.merchantId &&
          (heard.memberIds === 'brand' || heard.memberIds.includes(entry.member.memberId))
        )
          due.add(entry.member.memberId);
      lookSoon();
    },
    onError: options.onError,
  });

  const timer = setInterval(() => {
    for (const id of followed.keys()) due.add(id);
    lookSoon();
  }, options.tickMs);
  timer.unref();

  return {
    publish: (message) => signal.publish(message),
    async follow(member, listener) {
      await signal.listening;
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
    async close() {
      clearInterval(timer);
      followed.clear();
      await signal.close();
      await reading;
    },
  };
}
