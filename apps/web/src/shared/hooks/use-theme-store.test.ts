import { afterEach, describe, expect, it, vi } from 'vitest';

/** The store reads storage and the system setting when its module loads, so each case loads a fresh copy. */
async function freshStore() {
  vi.resetModules();
  const { useThemeStore } = await import('./use-theme-store.ts');
  return useThemeStore;
}

function stubSystemTheme(theme: 'dark' | 'light') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: light)' && theme === 'light',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('theme store', () => {
  it('follows the system setting while nothing is stored', async () => {
    stubSystemTheme('light');
    expect((await freshStore()).getState()).toMatchObject({ theme: 'light', isChosen: false });
    stubSystemTheme('dark');
    expect((await freshStore()).getState()).toMatchObject({ theme: 'dark', isChosen: false });
  });

  it('starts with the stored theme over the system, and ignores a value it does not know', async () => {
    stubSystemTheme('dark');
    localStorage.setItem('theme', 'light');
    expect((await freshStore()).getState()).toMatchObject({ theme: 'light', isChosen: true });
    localStorage.setItem('theme', 'neon');
    expect((await freshStore()).getState()).toMatchObject({ theme: 'dark', isChosen: false });
  });

  it('toggles and remembers the choice under the theme key', async () => {
    stubSystemTheme('dark');
    const store = await freshStore();
    store.getState().toggleTheme();
    expect(store.getState().theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    store.getState().toggleTheme();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('follows later system changes only until the visitor chooses', async () => {
    stubSystemTheme('dark');
    const store = await freshStore();
    store.getState().followSystem('light');
    expect(store.getState().theme).toBe('light');

    store.getState().setTheme('dark');
    store.getState().followSystem('light');
    expect(store.getState().theme).toBe('dark');
  });
});
