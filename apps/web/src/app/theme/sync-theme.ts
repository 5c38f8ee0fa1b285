import { onSystemThemeChange, type Theme, useThemeStore } from '../../shared/hooks/use-theme-store.ts';

/** Browser chrome colour per theme, matching the page surface of `styles.css`. */
const THEME_COLOR: Record<Theme, string> = { dark: '#0a0f1c', light: '#f3f5fa' };

/**
 * The brand's browser chrome colours, as the server wrote them into the page: one theme-color tag per
 * system theme. They are read once, before the first change overwrites them.
 */
function brandThemeColors(): Record<Theme, string> {
  const colorFor = (theme: Theme) =>
    document
      .querySelector(`meta[name="theme-color"][media="(prefers-color-scheme: ${theme})"]`)
      ?.getAttribute('content') ?? THEME_COLOR[theme];
  return { dark: colorFor('dark'), light: colorFor('light') };
}

function applyTheme(theme: Theme, colors: Record<Theme, string>): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  // The visitor's choice wins over the system's: every tag, whatever its media, shows the chosen theme.
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', colors[theme]);
  }
}

/**
 * Applies the theme now and follows it for the life of the page: the visitor's choice, or the
 * system setting until they make one. Returns the function that stops following.
 */
export function syncTheme(): () => void {
  const colors = brandThemeColors();
  applyTheme(useThemeStore.getState().theme, colors);
  const stopStore = useThemeStore.subscribe((state) => applyTheme(state.theme, colors));
  const stopSystem = onSystemThemeChange((theme) => useThemeStore.getState().followSystem(theme));
  return () => {
    stopStore();
    stopSystem();
  };
}
