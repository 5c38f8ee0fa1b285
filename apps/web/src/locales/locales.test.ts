import { describe, expect, it } from 'vitest';
import { localeFolder, SITE_LANGUAGES } from '../shared/lib/languages.ts';

type Messages = Record<string, string>;

const FILES = import.meta.glob<Messages>('./*/*.json', { eager: true, import: 'default' });

/** Every language of the registry ships complete: no visitor meets a half-translated page. */
const SHIPPED_FOLDERS = SITE_LANGUAGES.map(localeFolder);

const byFolder = new Map<string, Map<string, Messages>>();
for (const [path, messages] of Object.entries(FILES)) {
  const [, folder = '', file = ''] = path.split('/');
  const namespaces = byFolder.get(folder) ?? new Map<string, Messages>();
  namespaces.set(file.replace(/\.json$/, ''), messages);
  byFolder.set(folder, namespaces);
}

const english = byFolder.get('en') ?? new Map<string, Messages>();
const others = [...byFolder.keys()].filter((folder) => folder !== 'en');

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g)].map((match) => match[1] ?? '').sort();
}

describe('locale files', () => {
  it('are named after the codes of the language registry', () => {
    const known = new Set(SITE_LANGUAGES.map(localeFolder));
    expect([...byFolder.keys()].filter((folder) => !known.has(folder))).toEqual([]);
  });

  it.each(SHIPPED_FOLDERS)('%s has every namespace of EN', (folder) => {
    expect([...(byFolder.get(folder)?.keys() ?? [])].sort()).toEqual([...english.keys()].sort());
  });

  describe.each(others)('%s', (folder) => {
    const namespaces = [...(byFolder.get(folder) ?? new Map<string, Messages>())];

    it.each(namespaces)(
      '%s.json has exactly the EN keys, each with its placeholders',
      (namespace, messages) => {
        const reference = english.get(namespace);
        expect(reference, `EN has no ${namespace}.json`).toBeDefined();
        expect(Object.keys(messages).sort()).toEqual(Object.keys(reference ?? {}).sort());
        for (const [key, text] of Object.entries(reference ?? {})) {
          expect(placeholders(messages[key] ?? ''), `${folder}/${namespace}.json ${key}`).toEqual(
            placeholders(text),
          );
          expect(messages[key]?.trim(), `${folder}/${namespace}.json ${key} is empty`).toBeTruthy();
        }
      },
    );
  });
});
