import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlLanguage, textsFor } from './texts.ts';

const dir = new URL('./texts/', import.meta.url);
const catalogues = Object.fromEntries(
  readdirSync(dir).map((file) => [
    file.replace(/\.json$/, ''),
    JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string>,
  ]),
);
const english = catalogues.en ?? {};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
const webLanguages = readdirSync(new URL('../../web/src/locales/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('the game pages’ texts', () => {
  it('come in every language the site offers', () => {
    expect(Object.keys(catalogues).sort()).toEqual(webLanguages);
  });

  it.each(Object.keys(catalogues))(
    '%s: every key, each with English’s placeholders, none left English',
    (code) => {
      const texts = catalogues[code] ?? {};
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
      }
      // Anything longer than a name is translated, not copied; a word or two may be the same in a
      // language (Baccarat, Turbo, Symbol).
      if (code !== 'en')
        for (const [key, text] of Object.entries(english))
          if (text.split(' ').length > 2) expect(texts[key], `${code} ${key}`).not.toBe(text);
    },
  );

  it('answer by the platform’s codes in either case, English for a language they lack', () => {
    expect(textsFor('TW')['game.baccarat']).toBe('百家樂');
    expect(textsFor('de').play).toBe('Spielen');
    expect(textsFor('XX')).toEqual(english);
    expect(htmlLanguage('BR')).toEqual({ lang: 'pt-BR', dir: 'ltr' });
    expect(htmlLanguage('AR')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(htmlLanguage('MY')).toEqual({ lang: 'my', dir: 'ltr' });
  });
});
