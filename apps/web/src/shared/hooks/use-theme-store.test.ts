import { describe, expect, it, vi } from 'vitest';

/** The store reads storage when its module loads, so each case loads a fresh copy. */
async function freshStore() {
  vi.resetModules();
  const { useThemeStore } = await import('./use-theme-store.ts');
  return useThemeStore;
}

describe('theme store', () => {
  it('starts dark when nothing is stored', async () => {
    expect((await freshStore()).getState().theme).toBe('dark');
  });

  it('starts with the stored theme, and ignores a value it does not know', async () => {
    localStorage.setItem('theme', 'light');
    expect((await freshStore()).getState().theme).toBe('light');
    localStorage.setItem('theme', 'neon');
    expect((await freshStore()).getState().theme).toBe('dark');
  });

  it('toggles and remembers the choice under the theme key', async () => {
    const store = await freshStore();
    store.getState().toggleTheme();
    expect(store.getState().theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    store.getState().toggleTheme();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
