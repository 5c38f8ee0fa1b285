import { describe, expect, it } from 'vitest';
import {
  HEADER_LANGUAGES,
  HTML_LANG,
  isSiteLanguage,
  localeFolder,
  nativeLanguageName,
  SITE_LANGUAGES,
  textDirection,
} from './languages.ts';

describe('language registry', () => {
  it('offers the 36 codes of the brief, each once, EN first', () => {
    expect(SITE_LANGUAGES).toHaveLength(36);
    expect(new Set(SITE_LANGUAGES).size).toBe(36);
    expect(SITE_LANGUAGES[0]).toBe('EN');
    expect(SITE_LANGUAGES).toEqual(expect.arrayContaining(['CN', 'TW', 'BR', 'KM', 'MY', 'LO', 'AR']));
  });

  it('keeps the header short list to the spec four, all in the registry', () => {
    expect(HEADER_LANGUAGES).toEqual(['CN', 'EN', 'TH', 'VI']);
    expect(HEADER_LANGUAGES.every(isSiteLanguage)).toBe(true);
  });

  it('writes Arabic, Persian and Urdu right to left, and nothing else', () => {
    const rtl = SITE_LANGUAGES.filter((code) => textDirection(code) === 'rtl');
    expect(rtl.sort()).toEqual(['AR', 'FA', 'UR']);
  });

  it('gives every language a native name and a valid BCP 47 tag', () => {
    for (const code of SITE_LANGUAGES) {
      expect(nativeLanguageName(code)).toBeTruthy();
      expect(Intl.getCanonicalLocales(HTML_LANG[code])).toEqual([HTML_LANG[code]]);
    }
    expect(nativeLanguageName('TW')).toBe('繁體中文');
    expect(HTML_LANG.BR).toBe('pt-BR');
    expect(HTML_LANG.MY).toBe('my');
  });

  it('names locale folders by the lower-case code', () => {
    expect(localeFolder('CN')).toBe('cn');
    expect(localeFolder('TW')).toBe('tw');
    expect(isSiteLanguage('cn')).toBe(false);
    expect(isSiteLanguage('XX')).toBe(false);
  });
});
