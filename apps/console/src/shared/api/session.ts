import { create } from 'zustand';
import { SESSION_STORAGE_KEYS } from './session-keys.ts';

/**
 * The staff session of this tab. The token lives in sessionStorage, never localStorage: a console
 * session ends with its tab, and a second tab logs in on its own (docs/staff-access.md).
 */
const TOKEN_KEY = SESSION_STORAGE_KEYS.token;
/** The brand the staff member works on: sent as `merchant` by the calls that act on one brand. */
const BRAND_KEY = SESSION_STORAGE_KEYS.brand;

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // A browser that refuses storage keeps the session in memory for this page only.
  }
}

/** Why the staff member was sent back to the login page, shown there once. */
type SessionEndReason = 'expired' | 'logout';

type SessionState = {
  token: string | null;
  brand: string | null;
  ended: SessionEndReason | null;
  start: (token: string) => void;
  end: (reason: SessionEndReason) => void;
  chooseBrand: (brand: string | null) => void;
};

export const useSession = create<SessionState>((set) => ({
  token: read(TOKEN_KEY),
  brand: read(BRAND_KEY),
  ended: null,
  start: (token) => {
    write(TOKEN_KEY, token);
    set({ token, ended: null });
  },
  end: (reason) => {
    write(TOKEN_KEY, null);
    set({ token: null, ended: reason });
  },
  chooseBrand: (brand) => {
    write(BRAND_KEY, brand);
    set({ brand });
  },
}));
