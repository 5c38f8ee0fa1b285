import { z } from 'zod';

/**
 * Every language the site and the API's messages are offered in, by the spec's codes (upper case,
 * not always ISO 639-1: CN and TW are Simplified and Traditional Chinese, BR is Brazilian Portuguese,
 * MY is Burmese). Message files are named after the code in lower case.
 */
export const MESSAGE_LANGUAGES = [
  'EN',
  'CN',
  'TW',
  'TH',
  'VI',
  'JA',
  'KO',
  'KM',
  'ES',
  'PT',
  'BR',
  'ID',
  'MS',
  'HI',
  'BN',
  'TA',
  'TE',
  'UR',
  'AR',
  'FA',
  'TR',
  'RU',
  'UK',
  'PL',
  'DE',
  'FR',
  'IT',
  'NL',
  'SV',
  'FI',
  'EL',
  'RO',
  'HU',
  'CS',
  'MY',
  'LO',
] as const;
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
