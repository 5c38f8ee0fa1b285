import { useSyncExternalStore } from 'react';
import { ODDS_FORMATS, type OddsFormat } from '../../src/rules/odds.ts';
import { restored, type SlipState } from './slip.ts';

/**
 * The slip of one session, kept in localStorage so it survives a reload. Updates apply to the latest
 * state at once (not at React's next render), so a placement's key is stored before its request goes.
 */
export function slipStore(sessionId: string) {
  const storageKey = `sportsbook.slip.${sessionId}`;
  let state = restored(localStorage.getItem(storageKey));
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    update(change: (state: SlipState) => SlipState) {
      const next = change(state);
      if (next === state) return;
      state = next;
      localStorage.setItem(storageKey, JSON.stringify(state));
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SlipStore = ReturnType<typeof slipStore>;

export const useSlip = (store: SlipStore) => useSyncExternalStore(store.subscribe, store.get);

const ODDS_KEY = 'sportsbook.odds';

/** The member's odds format, remembered on this device; the brand's until they choose. */
export function storedOddsFormat(brandFormat: OddsFormat): OddsFormat {
  const stored = localStorage.getItem(ODDS_KEY);
  return ODDS_FORMATS.find((format) => format === stored) ?? brandFormat;
}

export const rememberOddsFormat = (format: OddsFormat) => localStorage.setItem(ODDS_KEY, format);
