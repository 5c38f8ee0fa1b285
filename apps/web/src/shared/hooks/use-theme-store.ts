import { create } from 'zustand';
import { readStorage, writeStorage } from '../lib/storage.ts';

export type Theme = 'dark' | 'light';
const THEME_KEY = 'theme';
const PREFERS_LIGHT = '(prefers-color-scheme: light)';

type ThemeState = {
  theme: Theme;
  /** True once the visitor picked a theme; until then the theme follows the system setting. */
  isChosen: boolean;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  /** Takes the system's new setting, unless the visitor has made their own choice. */
  followSystem: (theme: Theme) => void;
};

function systemTheme(): Theme {
  return globalThis.matchMedia?.(PREFERS_LIGHT).matches ? 'light' : 'dark';
}

/** Calls `listener` whenever the system switches between light and dark; returns the unsubscribe. */
export function onSystemThemeChange(listener: (theme: Theme) => void): () => void {
  const query = globalThis.matchMedia?.(PREFERS_LIGHT);
  if (!query) return () => {};
  const handleChange = (event: MediaQueryListEvent) => listener(event.matches ? 'light' : 'dark');
  query.addEventListener('change', handleChange);
  return () => query.removeEventListener('change', handleChange);
}

function readStoredTheme(): Theme | null {
  const stored = readStorage('local', THEME_KEY);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

const stored = readStoredTheme();

export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: stored ?? systemTheme(),
  isChosen: stored !== null,
  setTheme: (theme) => {
    writeStorage('local', THEME_KEY, theme);
    set({ theme, isChosen: true });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  followSystem: (theme) => {
    if (!get().isChosen) set({ theme });
  },
}));
