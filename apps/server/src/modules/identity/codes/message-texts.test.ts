import { readdirSync, readFileSync } from 'node:fs';
import { MESSAGE_LANGUAGES } from '@platform/contracts/languages';
import { describe, expect, it } from 'vitest';
import { messageText } from './message-texts.ts';

const directory = new URL('./message-texts/', import.meta.url);
const english = catalogue('en.json');
const keys = Object.keys(english) as (keyof typeof english)[];

function catalogue(file: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(file, directory), 'utf8')) as Record<string, string>;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[0]).sort();
}

describe('message texts', () => {
  it('there is one catalogue per language, and each has exactly the keys of English', () => {
    const files = readdirSync(directory).filter((name) => name.endsWith('.json'));
    expect(files.map((name) => name.replace('.json', '').toUpperCase()).sort()).toEqual(
      [...MESSAGE_LANGUAGES].sort(),
    );
    for (const file of files) expect(Object.keys(catalogue(file)).sort(), file).toEqual([...keys].sort());
  });

  it('no text is empty or left in English, and each keeps exactly the placeholders of its English original', () => {
    for (const language of MESSAGE_LANGUAGES) {
      const texts = catalogue(`${language.toLowerCase()}.json`);
      for (const key of keys) {
        const text = texts[key] ?? '';
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        if (language !== 'EN') expect(text, `${language} ${key}`).not.toBe(english[key]);
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english[key] ?? ''));
      }
    }
  });

  it("fills the brand and the code into every language's SMS", () => {
    for (const language of MESSAGE_LANGUAGES) {
      const sms = messageText(language, 'smsCode', { brand: 'Lucky Lotus', code: '482913' });
      expect(sms, language).toContain('Lucky Lotus');
      expect(sms, language).toContain('482913');
      expect(sms, language).not.toMatch(/\{\w+\}/);
    }
  });

  it('gives English to a language it does not know, and leaves unknown placeholders visible', () => {
    expect(messageText('XX', 'resetSubject', { brand: 'Lucky Lotus' })).toBe(
      'Lucky Lotus: reset your password',
    );
    expect(messageText('vi', 'resetSubject', { brand: 'Lucky Lotus' })).toBe(
      'Lucky Lotus: reset your password',
    );
    expect(messageText('constructor', 'codeSubject', { brand: 'Lucky Lotus' })).toBe(
      'Lucky Lotus: your verification code',
    );
    expect(messageText('EN', 'smsCode', { brand: 'Lucky Lotus' })).toContain('{code}');
  });
});
