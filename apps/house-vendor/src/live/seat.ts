import type { LiveKind } from './games.ts';

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
