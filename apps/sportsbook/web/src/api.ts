import { queryOptions } from '@tanstack/react-query';
import type { Market } from '../../src/rules/markets.ts';
import type { Sport } from './config.ts';
import type { SlipBet } from './slip.ts';

type BoardSelection = { selectionId: string; code: string; price: string; status: string };
export type BoardMarket = {
  marketId: string;
  key: string;
  market: Market;
  status: string;
  selections: BoardSelection[];
};
export type BoardEvent = {
  eventId: string;
  competition: string;
  home: string;
  away: string;
  startsAt: string;
  status: 'scheduled' | 'live' | 'suspended' | 'finished' | 'cancelled';
  commitment: string | null;
  markets: BoardMarket[];
};

type BetStatus = 'open' | 'won' | 'lost' | 'void' | 'cashed_out' | 'pending';
export type MyBet = {
  betId: string;
  placedAt: string;
  kind: 'single' | 'accumulator' | 'system';
  system: string | null;
  unitStake: string;
  totalStake: string;
  potentialReturn: string;
  status: BetStatus;
  paid: string | null;
  legs: {
    eventId: string;
    home: string;
    away: string;
    marketKey: string;
    code: string;
    price: string;
    outcome: string | null;
  }[];
  cashOut: { offer: string } | null;
};

/** How often the board is read again: prices move every second in play. */
const BOARD_REFRESH_MS = 3_000;
const BETS_REFRESH_MS = 5_000;

/** A refusal the book answered with (4xx/5xx and its body), as opposed to no answer at all. */
export class BookAnswer extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, body: Record<string, unknown>) {
    super(`the book answered ${status}`);
    this.status = status;
    this.body = body;
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, { ...init, headers: { accept: 'application/json', ...init?.headers } });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new BookAnswer(response.status, body);
  return body as T;
}

const liveFirst = (a: BoardEvent, b: BoardEvent) =>
  Number(b.status === 'live') - Number(a.status === 'live') || a.startsAt.localeCompare(b.startsAt);

/** The board at the session's brand's prices (each brand has its own margin). */
export const boardQuery = (sport: Sport, sessionId: string) =>
  queryOptions({
    queryKey: ['board', sport, sessionId],
    queryFn: async () => {
      const { events } = await call<{ events: BoardEvent[] }>(
        `/api/events?sport=${sport}&session=${sessionId}`,
      );
      return events.sort(liveFirst);
    },
    refetchInterval: BOARD_REFRESH_MS,
  });

export const myBetsQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['bets', sessionId],
    queryFn: async () => (await call<{ bets: MyBet[] }>(`/api/sessions/${sessionId}/bets`)).bets,
    refetchInterval: BETS_REFRESH_MS,
  });

export type Placed = { bet: { betId: string }; balance?: string };

export const placeBet = (sessionId: string, bet: SlipBet, key: string) =>
  call<Placed>(`/api/sessions/${sessionId}/bets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(bet.body),
  });

export const cashOut = (sessionId: string, betId: string, offer: string, key: string, part?: string) =>
  call<{ paid: string }>(`/api/sessions/${sessionId}/bets/${betId}/cash-out`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(part === undefined ? { offer } : { offer, part }),
  });

/** A key the book accepts (16 to 64 of A-Z a-z 0-9 _ -): a random UUID without its dashes. */
export const newKey = () => crypto.randomUUID().replaceAll('-', '');
