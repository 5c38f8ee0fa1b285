import i18next from 'i18next';
import { useLanguageStore } from '../hooks/use-language-store.ts';
import { createApiClient } from './api-client.ts';

/** The site's API client: the browser's fetch, the chosen language, texts from the `errors` namespace. */
export const callApi = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  getLanguage: () => useLanguageStore.getState().language,
  translate: (code) => i18next.t(code, { ns: 'errors' }),
});
