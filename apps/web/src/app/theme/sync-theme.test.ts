import { afterEach, describe, expect, it, vi } from 'vitest';
import { useThemeStore } from '../../shared/hooks/use-theme-store.ts';
import { syncTheme } from './sync-theme.ts';

type ChangeListener = (event: { matches: boolean }) => void;

/** A system setting the test can flip, as a visitor switching their OS to light mode would. */
function stubSystem() {
  const listeners = new Set<ChangeListener>();
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: (_: string, listener: ChangeListener) => listeners.add(listener),
    removeEventListener: (_: string, listener: ChangeListener) => listeners.delete(listener),
  }));
  return (theme: 'dark' | 'light') => {
    for (const listener of listeners) listener({ matches: theme === 'light' });
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useThemeStore.setState({ theme: 'dark', isChosen: false });
});

describe('syncTheme', () => {
  it('puts the theme on <html> and follows every change', () => {
    useThemeStore.getState().setTheme('dark');
    const stop = syncTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');

    useThemeStore.getState().setTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');

    stop();
    useThemeStore.getState().setTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it("paints the browser chrome in the brand's colour of the chosen theme, whatever the system's", () => {
    document.head.innerHTML = [
      '<meta name="theme-color" content="#ffeedd" media="(prefers-color-scheme: light)">',
      '<meta name="theme-color" content="#112233" media="(prefers-color-scheme: dark)">',
    ].join('');
    useThemeStore.getState().setTheme('dark');
    const stop = syncTheme();
    const colors = () =>
      [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('content'));
    expect(colors()).toEqual(['#112233', '#112233']);

    useThemeStore.getState().setTheme('light');
    expect(colors()).toEqual(['#ffeedd', '#ffeedd']);
    stop();
    document.head.innerHTML = '';
  });

  it('follows the system setting until the visitor picks a theme', () => {
    const switchSystem = stubSystem();
    useThemeStore.setState({ theme: 'dark', isChosen: false });
    const stop = syncTheme();

    switchSystem('light');
    expect(document.documentElement.dataset.theme).toBe('light');

    useThemeStore.getState().setTheme('dark');
    switchSystem('light');
    expect(document.documentElement.dataset.theme).toBe('dark');
    stop();
  });
});
