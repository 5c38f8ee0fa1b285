import { type Theme, usePreferences } from '../shared/hooks/use-preferences.ts';

function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

/** Applies the chosen theme (the shared tokens of @platform/ui/theme.css) and follows its changes. */
export function syncTheme(): void {
  applyTheme(usePreferences.getState().theme);
  usePreferences.subscribe((state) => applyTheme(state.theme));
}
