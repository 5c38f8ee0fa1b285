import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { liveTextsFor } from './texts.ts';

const dir = new URL('./texts/', import.meta.url);
const catalogues = Object.fromEntries(
  readdirSync(dir).map((file) => [
    file.replace(/\.json$/, ''),
    JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string>,
  ]),
);
const english = catalogues.en ?? {};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
const vendorLanguages = readdirSync(new URL('../texts/', import.meta.url)).sort();

describe('the shared tables’ texts', () => {
  it('come in every language the vendor’s pages have', () => {
    expect(
      Object.keys(catalogues)
        .map((code) => `${code}.json`)
        .sort(),
    ).toEqual(vendorLanguages);
  });

  it.each(Object.keys(catalogues))(
    '%s: every key, each with English’s placeholders, none left English',
    (code) => {
      const texts = catalogues[code] ?? {};
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
        if (code !== 'en' && (english[key] ?? '').split(' ').length > 2)
          expect(text, `${code} ${key}`).not.toBe(english[key]);
      }
      // The bead road tells its winners apart by these letters: no two alike (VI's "Nhà Con" and
      // "Nhà Cái" once both showed N).
      const beads = ['player', 'banker', 'tie'].map((spot) => texts[`bead.${spot}`]);
      expect(new Set(beads).size, code).toBe(3);
    },
  );

  it('answer by the platform’s codes in either case, English for a language they lack', () => {
    expect(liveTextsFor('CN')['live.baccarat']).toBe('真人百家乐');
    expect(liveTextsFor('vi').noMoreBets).toBe('Ngừng đặt cược');
    expect(liveTextsFor('XX')).toEqual(english);
  });
});
