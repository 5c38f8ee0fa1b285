import { describe, expect, it } from 'vitest';
import { useThemeStore } from '../../shared/hooks/use-theme-store.ts';
import { syncTheme } from './sync-theme.ts';

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
});
