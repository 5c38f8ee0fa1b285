import { onSystemThemeChange, type Theme, useThemeStore } from '../../shared/hooks/use-theme-store.ts';

/** Browser chrome colour per theme, matching the page surface of `styles.css`. */
const THEME_COLOR: Record<Theme, string> = { dark: '#0a0f1c', light: '#f3f5fa' };

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

/**
 * Applies the theme now and follows it for the life of the page: the visitor's choice, or the
 * system setting until they make one. Returns the function that stops following.
 */
export function syncTheme(): () => void {
  applyTheme(useThemeStore.getState().theme);
  const stopStore = useThemeStore.subscribe((state) => applyTheme(state.theme));
  const stopSystem = onSystemThemeChange((theme) => useThemeStore.getState().followSystem(theme));
  return () => {
    stopStore();
    stopSystem();
  };
}
