import { Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_LANGUAGES, type ConsoleLanguage, usePreferences } from '../hooks/use-preferences.ts';

/** Each language by its own name, so a staff member finds theirs whatever is shown. */
const LANGUAGE_NAMES: Record<ConsoleLanguage, string> = { en: 'English', cn: '中文' };

export const iconButtonClass =
  'grid size-10 place-items-center rounded-xl text-ink-muted hover:bg-surface-2 hover:text-ink focus-visible:outline-2';

/** The language menu and the theme switch: in the header, and on the login page before it. */
export function PreferenceControls(): ReactNode {
  const { t } = useTranslation();
  const { language, theme, setLanguage, toggleTheme } = usePreferences();
  return (
    <>
      <select
        aria-label={t('shell.language')}
        value={language}
        onChange={(event) => setLanguage(event.target.value as ConsoleLanguage)}
        className="h-10 rounded-xl border border-line bg-surface-1 px-2 text-sm"
      >
        {CONSOLE_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={iconButtonClass}
        onClick={toggleTheme}
        aria-label={theme === 'dark' ? t('shell.theme.light') : t('shell.theme.dark')}
      >
        {theme === 'dark' ? <Sun className="size-5" /> : <Moon className="size-5" />}
      </button>
    </>
  );
}
