import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useLanguageStore } from '../../shared/hooks/use-language-store.ts';
import { HTML_LANG, SITE_LANGUAGES, type SiteLanguage, textDirection } from '../../shared/lib/languages.ts';
import { localeBackend } from './locale-backend.ts';

/** `lang` picks fonts and voices; `dir` mirrors the whole layout for Arabic, Persian and Urdu. */
function setDocumentLanguage(language: SiteLanguage): void {
  document.documentElement.lang = HTML_LANG[language];
  document.documentElement.dir = textDirection(language);
}

/** Starts i18next in the stored language with the texts every page needs; feature texts load on demand. */
export async function initI18n(): Promise<void> {
  const { language } = useLanguageStore.getState();
  // Before the texts load, not after: the page the server sent is in the brand's language, and a
  // visitor's stored Arabic would otherwise lay out left to right until its texts arrived.
  setDocumentLanguage(language);
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // The backend falls back to EN per file; a per-key fallback would make every visitor load EN too.
      fallbackLng: false,
      supportedLngs: [...SITE_LANGUAGES],
      ns: ['common', 'layout', 'errors'],
      defaultNS: 'common',
      // Keys are flat and dotted (`route.index`), like the server's error codes they sit beside.
      keySeparator: false,
      interpolation: { escapeValue: false },
    });
}

/** Loads the texts of `language`, then switches the UI and `<html lang>` together. */
async function applyLanguage(language: SiteLanguage): Promise<void> {
  await i18next.changeLanguage(language);
  setDocumentLanguage(language);
}

/**
 * Follows the language store for the life of the page; `onChanged` runs once the new texts are in,
 * to refetch server content in the new language. Returns the unsubscribe function.
 */
export function syncLanguage(onChanged?: () => void): () => void {
  return useLanguageStore.subscribe((state, previous) => {
    if (state.language !== previous.language) void applyLanguage(state.language).then(onChanged);
  });
}
