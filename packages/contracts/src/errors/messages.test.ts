import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGE_LANGUAGES, pickMessageLanguage } from '../languages.ts';
import { ERROR_CODES } from './codes.ts';
import { errorMessage } from './messages.ts';

describe('error messages', () => {
  it('there is one catalogue per language, and each has exactly the error codes, no more and no less', () => {
    const directory = new URL('./messages/', import.meta.url);
    const files = readdirSync(directory).filter((name) => name.endsWith('.json'));
    expect(files.map((name) => name.replace('.json', '').toUpperCase()).sort()).toEqual(
      [...MESSAGE_LANGUAGES].sort(),
    );
    for (const file of files) {
      const catalogue = JSON.parse(readFileSync(new URL(file, directory), 'utf8')) as Record<string, string>;
      expect(Object.keys(catalogue).sort(), file).toEqual([...ERROR_CODES].sort());
    }
  });

  it('no translation is empty or left in English', () => {
    for (const code of ERROR_CODES) {
      for (const language of MESSAGE_LANGUAGES) expect(errorMessage(code, language).trim()).not.toBe('');
      for (const language of MESSAGE_LANGUAGES.filter((code) => code !== 'EN')) {
        expect(errorMessage(code, language), `${code} ${language}`).not.toBe(errorMessage(code, 'EN'));
      }
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(errorMessage('rate.limited', 'EN', { retryAfter: 300 })).toContain('300 seconds');
    expect(errorMessage('rate.limited', 'EN')).toContain('{{retryAfter}}');
  });

  it('isolates a filled value in a right-to-left language only, so a date keeps its order in Arabic', () => {
    const until = '2026-11-30 12:00 (Asia/Shanghai)';
    for (const language of ['AR', 'FA', 'UR'] as const)
      expect(errorMessage('protection.excluded', language, { until })).toContain(`\u2068${until}\u2069`);
    expect(errorMessage('protection.excluded', 'EN', { until })).toContain(`until ${until}.`);
    expect(errorMessage('protection.excluded', 'VI', { until })).not.toContain('\u2068');
  });
});

describe('pickMessageLanguage', () => {
  it('reads the header case-insensitively and falls back to EN', () => {
    expect(pickMessageLanguage('vi')).toBe('VI');
    expect(pickMessageLanguage(' CN ')).toBe('CN');
    expect(pickMessageLanguage('km')).toBe('KM');
    expect(pickMessageLanguage('XX')).toBe('EN');
    expect(pickMessageLanguage(undefined)).toBe('EN');
  });
});
