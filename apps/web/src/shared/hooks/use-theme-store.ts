import { create } from 'zustand';
import { readStorage, writeStorage } from '../lib/storage.ts';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_KEY = 'theme';

type ThemeState = {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
};

export function readStoredTheme(): Theme {
  return readStorage('local', THEME_KEY) === 'light' ? 'light' : 'dark';
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    writeStorage('local', THEME_KEY, theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));
