import { type Theme, useThemeStore } from '../../shared/hooks/use-theme-store.ts';

/** Browser chrome colour per theme, matching the page surface of `styles.css`. */
const THEME_COLOR: Record<Theme, string> = { dark: '#0a0f1c', light: '#f4f6fb' };

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

/** Applies the stored theme now and follows the store for the life of the page. */
export function syncTheme(): () => void {
  applyTheme(useThemeStore.getState().theme);
  return useThemeStore.subscribe((state) => applyTheme(state.theme));
}
