import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../app/i18n/i18n.ts';
import { useThemeStore } from '../../../shared/hooks/use-theme-store.ts';
import { ThemeToggle } from './theme-toggle.tsx';

beforeAll(async () => {
  await initI18n();
  await i18next.loadNamespaces('layout');
});

describe('ThemeToggle', () => {
  it('names the theme it switches to, and switches', () => {
    useThemeStore.getState().setTheme('dark');
    render(<ThemeToggle />);

    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));

    expect(useThemeStore.getState().theme).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
  });
});
