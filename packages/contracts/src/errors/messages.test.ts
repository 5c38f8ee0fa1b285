import { describe, expect, it } from 'vitest';
import { MESSAGE_LANGUAGES, pickMessageLanguage } from '../languages.ts';
import { ERROR_CODES } from './codes.ts';
import cn from './messages/cn.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import th from './messages/th.json' with { type: 'json' };
import vi from './messages/vi.json' with { type: 'json' };
import { errorMessage } from './messages.ts';

describe('error messages', () => {
  it('every catalogue has exactly the error codes, no more and no less', () => {
    for (const catalogue of [en, cn, th, vi])
      expect(Object.keys(catalogue).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('no translation is empty or left in English', () => {
    for (const code of ERROR_CODES) {
      for (const language of MESSAGE_LANGUAGES) expect(errorMessage(code, language).trim()).not.toBe('');
      for (const language of ['CN', 'TH', 'VI'] as const) {
        expect(errorMessage(code, language), `${code} ${language}`).not.toBe(errorMessage(code, 'EN'));
      }
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(errorMessage('rate.limited', 'EN', { retryAfter: 300 })).toContain('300 seconds');
    expect(errorMessage('rate.limited', 'EN')).toContain('{{retryAfter}}');
  });
});

describe('pickMessageLanguage', () => {
  it('reads the header case-insensitively and falls back to EN', () => {
    expect(pickMessageLanguage('vi')).toBe('VI');
    expect(pickMessageLanguage(' CN ')).toBe('CN');
    expect(pickMessageLanguage('KM')).toBe('EN');
    expect(pickMessageLanguage(undefined)).toBe('EN');
  });
});
