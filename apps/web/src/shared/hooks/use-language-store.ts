import { create } from 'zustand';
import { DEFAULT_SITE_LANGUAGE, isSiteLanguage, type SiteLanguage } from '../lib/languages.ts';
import { readStorage, writeStorage } from '../lib/storage.ts';

/** Local storage keys of the spec: the chosen language and the one it replaced. */
const LANGUAGE_KEY = 'lang';
const PREVIOUS_LANGUAGE_KEY = 'hisLang';

type LanguageState = {
  language: SiteLanguage;
  setLanguage: (language: SiteLanguage) => void;
};

function readStoredLanguage(): SiteLanguage {
  const stored = readStorage('local', LANGUAGE_KEY);
  return isSiteLanguage(stored) ? stored : DEFAULT_SITE_LANGUAGE;
}

export const useLanguageStore = create<LanguageState>()((set, get) => ({
  language: readStoredLanguage(),
  setLanguage: (language) => {
    const previous = get().language;
    if (previous === language) return;
    writeStorage('local', PREVIOUS_LANGUAGE_KEY, previous);
    writeStorage('local', LANGUAGE_KEY, language);
    set({ language });
  },
}));
