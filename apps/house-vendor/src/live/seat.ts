import type { LiveKind } from './games.ts';
import type { SeatResult, TableView } from './table.ts';

/** A member seated at a shared table by one launch: any instance serves its requests. */
export type Seat = {
  id: string;
  kind: LiveKind;
  mode: 'real' | 'demo';
  language: string;
  currency: string;
  scale: number;
  /** Minor units. */
  limits: { min: string; max: string };
  player?: { token: string; playerId: string; gameCode: string; currency: string };
};

/** What a seat's page shows of it: its balance, its last rounds, the table as it is now. */
export type LiveSeatState = {
  balance: string;
  currency: string;
  limits: { min: string; max: string };
  history: SeatResult[];
  view: TableView | null;
};
