import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach } from 'vitest';
import { useLanguageStore } from './shared/hooks/use-language-store.ts';
import { DEFAULT_SITE_LANGUAGE } from './shared/lib/languages.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// The test files of a worker share their modules (isolate: false): a file that switched the language
// hands the next one the site's default again, as a fresh page would have it.
afterAll(async () => {
  useLanguageStore.setState({ language: DEFAULT_SITE_LANGUAGE });
  if (i18next.isInitialized && i18next.language !== DEFAULT_SITE_LANGUAGE)
    await i18next.changeLanguage(DEFAULT_SITE_LANGUAGE);
});
