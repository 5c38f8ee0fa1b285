import type { BackendModule, ReadCallback } from 'i18next';
import {
  DEFAULT_SITE_LANGUAGE,
  isSiteLanguage,
  localeFolder,
  type SiteLanguage,
} from '../../shared/lib/languages.ts';

type Messages = Record<string, string>;
type Loader = () => Promise<Messages>;

/** One lazy chunk per language and namespace: a visitor downloads only the texts they read. */
const LOCALE_FILES = import.meta.glob<Messages>('../../locales/*/*.json', { import: 'default' });

/** Server error texts ship with the contracts; the `errors` namespace adds them to the client's own. */
const SERVER_MESSAGES: Partial<Record<SiteLanguage, Loader>> = {
  CN: () => import('@platform/contracts/errors/messages/cn.json').then((module) => module.default),
  EN: () => import('@platform/contracts/errors/messages/en.json').then((module) => module.default),
  TH: () => import('@platform/contracts/errors/messages/th.json').then((module) => module.default),
  VI: () => import('@platform/contracts/errors/messages/vi.json').then((module) => module.default),
};

function localeFile(language: SiteLanguage, namespace: string): Loader | undefined {
  return LOCALE_FILES[`../../locales/${localeFolder(language)}/${namespace}.json`];
}

/**
 * A language whose file is not translated yet shows that namespace in EN. The fallback is per file,
 * not per key (the locale test keeps every file complete), so a translated language never also
 * downloads the EN texts.
 */
function pickFile(language: SiteLanguage, namespace: string): Loader | undefined {
  return localeFile(language, namespace) ?? localeFile(DEFAULT_SITE_LANGUAGE, namespace);
}

export async function loadNamespace(language: string, namespace: string): Promise<Messages> {
  if (!isSiteLanguage(language)) throw new Error(`Unsupported language ${language}`);
  const load = pickFile(language, namespace);
  if (!load) throw new Error(`No ${namespace} texts for ${language}`);
  if (namespace !== 'errors') return load();
  const loadServer = SERVER_MESSAGES[language] ?? SERVER_MESSAGES[DEFAULT_SITE_LANGUAGE];
  const [client, server] = await Promise.all([load(), loadServer?.() ?? {}]);
  return { ...server, ...client };
}

export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language: string, namespace: string, callback: ReadCallback) => {
    loadNamespace(language, namespace).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
