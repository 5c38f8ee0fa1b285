import { z } from 'zod';

/** Languages whose server messages ship today; more arrive with the site's locale work. */
export const MESSAGE_LANGUAGES = ['EN', 'CN', 'TH', 'VI'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: MessageLanguage = 'EN';

/** Language codes as the spec writes them: upper-case, two or three letters (EN, CN, VI, KM, ...). */
export const ZLanguageCode = z
  .string()
  .regex(/^[A-Z]{2,3}$/)
  .describe('Language code, e.g. EN, CN, TH, VI');

/** Picks the message language from a `Language` header value; anything unknown falls back to EN. */
export function pickMessageLanguage(header: string | undefined): MessageLanguage {
  const code = header?.trim().toUpperCase();
  return MESSAGE_LANGUAGES.find((language) => language === code) ?? DEFAULT_LANGUAGE;
}
