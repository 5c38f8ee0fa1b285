import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, string>>('./*/*.json', { eager: true, import: 'default' });

/** The files of one language, by file name. */
function filesOf(language: string): Map<string, Record<string, string>> {
  const prefix = `./${language}/`;
  return new Map(
    Object.entries(files)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, texts]) => [path.slice(prefix.length), texts]),
  );
}

describe('console locales', () => {
  it('cn has the same files and keys as en, none empty', () => {
    const en = filesOf('en');
    const cn = filesOf('cn');
    expect([...cn.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [file, texts] of en) {
      const translated = cn.get(file) ?? {};
      expect(Object.keys(translated).sort(), file).toEqual(Object.keys(texts).sort());
      for (const [key, text] of Object.entries(translated))
        expect(text.trim(), `${file} ${key}`).not.toBe('');
    }
  });
});
