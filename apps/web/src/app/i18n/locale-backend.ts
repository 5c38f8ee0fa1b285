import LANGUAGE_FILES from 'virtual:locale-files';
import type { BackendModule, ReadCallback } from 'i18next';
import { isSiteLanguage, localeFolder, type SiteLanguage } from '../../shared/lib/languages.ts';

type Messages = Record<string, string>;
type Loader = () => Promise<Messages>;

/**
 * One lazy chunk per language and namespace, a visitor downloading only the texts they read; the
 * chunk names of a language's files come in a chunk of their own (locale-files-plugin.ts).
 */
async function localeFile(language: SiteLanguage, namespace: string): Promise<Loader | undefined> {
  const files = await LANGUAGE_FILES[localeFolder(language)]?.();
  return files?.default[namespace];
}

/** Server error texts ship with the contracts; the `errors` namespace adds them to the client's own. */
const SERVER_MESSAGE_FILES = import.meta.glob<Messages>(
  '../../../../../packages/contracts/src/errors/messages/*.json',
  {
    import: 'default',
  },
);

// Every language has every file: the locale and contracts tests fail on a missing one, so there is
// no fallback to another language here.
function serverMessages(language: SiteLanguage): Loader | undefined {
  return SERVER_MESSAGE_FILES[
    `../../../../../packages/contracts/src/errors/messages/${localeFolder(language)}.json`
  ];
}

export async function loadNamespace(language: string, namespace: string): Promise<Messages> {
  if (!isSiteLanguage(language)) throw new Error(`Unsupported language ${language}`);
  const load = await localeFile(language, namespace);
  if (!load) throw new Error(`No ${namespace} texts for ${language}`);
  if (namespace !== 'errors') return load();
  const loadServer = serverMessages(language);
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
