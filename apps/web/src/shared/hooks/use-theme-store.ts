import { create } from 'zustand';
import { readStorage, writeStorage } from '../lib/storage.ts';

export type Theme = 'dark' | 'light';
const THEME_KEY = 'theme';

type ThemeState = {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
};

function readStoredTheme(): Theme {
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
