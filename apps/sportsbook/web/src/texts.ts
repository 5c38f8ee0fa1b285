import cn from './texts/cn.json' with { type: 'json' };
import en from './texts/en.json' with { type: 'json' };
import vi from './texts/vi.json' with { type: 'json' };

export type TextKey = keyof typeof en;

/**
 * The page's texts, one catalogue per language (the platform's codes in lower case, as the house
 * vendor's `texts/`), so translators edit JSON, not code. Every catalogue is complete (the type says
 * so); a language without one reads English, as the house vendor's pages do.
 */
const TEXTS = { en, cn, vi } satisfies Record<string, Record<TextKey, string>>;

/** Each language's tag for `<html lang>` and for dates, where it is not the code itself. */
const LOCALES: Record<string, string> = { cn: 'zh-CN', vi: 'vi-VN', en: 'en' };

const known = (language: string): keyof typeof TEXTS => {
  const code = language.toLowerCase();
  return code in TEXTS ? (code as keyof typeof TEXTS) : 'en';
};

export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

/** The language's texts with `{name}` placeholders filled. */
export function translator(language: string): Translate {
  const texts: Record<TextKey, string> = TEXTS[known(language)];
  return (key, values = {}) =>
    texts[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}

export const localeOf = (language: string): string => LOCALES[known(language)] ?? 'en';

/** A text key built from a code the book answers with, if the catalogue has one. */
export const keyOf = (key: string): TextKey | undefined => (key in en ? (key as TextKey) : undefined);
