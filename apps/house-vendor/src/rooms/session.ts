import type { RoomPlayer } from './engine.ts';

/** A member's launch of a card game at a stake: any instance serves its requests. */
export type RoomSession = {
  id: string;
  game: string;
  stake: string;
  mode: 'real' | 'demo';
  language: string;
  currency: string;
  scale: number;
  member: string;
  address: string;
  player?: RoomPlayer;
};
