import { getSystemStatus } from '@platform/contracts/system/routes';
import i18next from 'i18next';
import { useLanguageStore } from '../hooks/use-language-store.ts';
import { createApiClient } from './api-client.ts';
import { dropMirror, mirrorFor } from './mirror.ts';
import { rememberedPayloadKey, rememberPayloadKey } from './payload-key.ts';

async function payloadKey() {
  const known = rememberedPayloadKey();
  if (known) return known;
  const { encryption } = await callApi(getSystemStatus);
  rememberPayloadKey(encryption);
  return encryption;
}

/** The site's API client: the browser's fetch, the chosen language, texts from the `errors` namespace. */
export const callApi = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  getLanguage: () => useLanguageStore.getState().language,
  translate: (code) => i18next.t(code, { ns: 'errors' }),
  seal: async (path, body) => {
    const [{ sealPayload }, key] = await Promise.all([import('./seal-payload.ts'), payloadKey()]);
    return sealPayload(body, path, key);
  },
  mirrorFor,
  dropMirror,
});
