import { type OddsFormat, SPORTSBOOK_GAMES } from '@platform/contracts/vendor-wallet/sportsbook';

export type Sport = keyof typeof SPORTSBOOK_GAMES;
export const SPORTS = Object.keys(SPORTSBOOK_GAMES) as Sport[];

/** What the book tells the page about its session (web-routes.ts writes it into the page). */
export type BookConfig = {
  sessionId: string;
  /** The sport of the launched game, the board's first tab. */
  sport: Sport;
  currency: string;
  /** Digits after the point in the session's currency. */
  scale: number;
  language: string;
  theme: 'dark' | 'light' | null;
  /** The brand's odds format: the page's until the member picks one on this device. */
  oddsFormat: OddsFormat;
};

export function readConfig(): BookConfig {
  const element = document.getElementById('config');
  return JSON.parse(element?.textContent ?? '{}') as BookConfig;
}
