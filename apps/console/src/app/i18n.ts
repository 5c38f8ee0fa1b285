import cnErrors from '@platform/contracts/errors/messages/cn.json';
import enErrors from '@platform/contracts/errors/messages/en.json';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import cnAuth from '../locales/cn/auth.json';
import cnConsole from '../locales/cn/console.json';
import cnUi from '../locales/cn/ui.json';
import enAuth from '../locales/en/auth.json';
import enConsole from '../locales/en/console.json';
import enUi from '../locales/en/ui.json';
import { type ConsoleLanguage, HTML_LANG, usePreferences } from '../shared/hooks/use-preferences.ts';

/**
 * Two languages of small files: bundled, not fetched. `console` holds the console's own texts, `ui`
 * and `auth` the keys the shared kit (@platform/ui) reads, `errors` the API's error texts from the
 * contracts, so every error code the API answers has its message in both languages.
 */
const CONSOLE_RESOURCES = {
  en: { console: enConsole, ui: enUi, auth: enAuth, errors: enErrors },
  cn: { console: cnConsole, ui: cnUi, auth: cnAuth, errors: cnErrors },
} as const;

function setDocumentLanguage(language: ConsoleLanguage): void {
  document.documentElement.lang = HTML_LANG[language];
}

export async function initI18n(): Promise<void> {
  const { language } = usePreferences.getState();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: CONSOLE_RESOURCES,
    ns: ['console', 'ui', 'auth', 'errors'],
    defaultNS: 'console',
    // Keys are flat and dotted (`login.title`), like the API's error codes.
    keySeparator: false,
    interpolation: { escapeValue: false },
  });
  setDocumentLanguage(language);
  usePreferences.subscribe((state, previous) => {
    if (state.language === previous.language) return;
    void i18next.changeLanguage(state.language).then(() => setDocumentLanguage(state.language));
  });
}
