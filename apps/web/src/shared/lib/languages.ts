/**
 * Every language the site offers, with its name in its own script. The code is the spec's (and the
 * `Language` header's): upper-case, and not always ISO 639-1: CN and TW are Simplified and Traditional
 * Chinese, BR is Brazilian Portuguese, MY is Burmese (Malay is MS). Texts live in
 * `src/locales/<code in lower case>/<namespace>.json` (`cn/`, `tw/`, `br/`, `my/`, ...).
 */
const REGISTRY = [
  { code: 'EN', htmlLang: 'en', nativeName: 'English' },
  { code: 'CN', htmlLang: 'zh-CN', nativeName: '简体中文' },
  { code: 'TW', htmlLang: 'zh-TW', nativeName: '繁體中文' },
  { code: 'TH', htmlLang: 'th', nativeName: 'ไทย' },
  { code: 'VI', htmlLang: 'vi', nativeName: 'Tiếng Việt' },
  { code: 'JA', htmlLang: 'ja', nativeName: '日本語' },
  { code: 'KO', htmlLang: 'ko', nativeName: '한국어' },
  { code: 'KM', htmlLang: 'km', nativeName: 'ខ្មែរ' },
  { code: 'ES', htmlLang: 'es', nativeName: 'Español' },
  { code: 'PT', htmlLang: 'pt-PT', nativeName: 'Português' },
  { code: 'BR', htmlLang: 'pt-BR', nativeName: 'Português (Brasil)' },
  { code: 'ID', htmlLang: 'id', nativeName: 'Bahasa Indonesia' },
  { code: 'MS', htmlLang: 'ms', nativeName: 'Bahasa Melayu' },
  { code: 'HI', htmlLang: 'hi', nativeName: 'हिन्दी' },
  { code: 'BN', htmlLang: 'bn', nativeName: 'বাংলা' },
  { code: 'TA', htmlLang: 'ta', nativeName: 'தமிழ்' },
  { code: 'TE', htmlLang: 'te', nativeName: 'తెలుగు' },
  { code: 'UR', htmlLang: 'ur', nativeName: 'اردو' },
  { code: 'AR', htmlLang: 'ar', nativeName: 'العربية' },
  { code: 'FA', htmlLang: 'fa', nativeName: 'فارسی' },
  { code: 'TR', htmlLang: 'tr', nativeName: 'Türkçe' },
  { code: 'RU', htmlLang: 'ru', nativeName: 'Русский' },
  { code: 'UK', htmlLang: 'uk', nativeName: 'Українська' },
  { code: 'PL', htmlLang: 'pl', nativeName: 'Polski' },
  { code: 'DE', htmlLang: 'de', nativeName: 'Deutsch' },
  { code: 'FR', htmlLang: 'fr', nativeName: 'Français' },
  { code: 'IT', htmlLang: 'it', nativeName: 'Italiano' },
  { code: 'NL', htmlLang: 'nl', nativeName: 'Nederlands' },
  { code: 'SV', htmlLang: 'sv', nativeName: 'Svenska' },
  { code: 'FI', htmlLang: 'fi', nativeName: 'Suomi' },
  { code: 'EL', htmlLang: 'el', nativeName: 'Ελληνικά' },
  { code: 'RO', htmlLang: 'ro', nativeName: 'Română' },
  { code: 'HU', htmlLang: 'hu', nativeName: 'Magyar' },
  { code: 'CS', htmlLang: 'cs', nativeName: 'Čeština' },
  { code: 'MY', htmlLang: 'my', nativeName: 'မြန်မာ' },
  { code: 'LO', htmlLang: 'lo', nativeName: 'ລາວ' },
] as const;

export type SiteLanguage = (typeof REGISTRY)[number]['code'];
export type TextDirection = 'ltr' | 'rtl';

export const SITE_LANGUAGES: readonly SiteLanguage[] = REGISTRY.map((language) => language.code);
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'EN';

/** The header picker's short list, in the spec's order; the rest sit behind "More languages". */
export const HEADER_LANGUAGES: readonly SiteLanguage[] = ['CN', 'EN', 'TH', 'VI'];

/** Languages written right to left: the whole layout mirrors for them. */
const RTL_LANGUAGES: ReadonlySet<SiteLanguage> = new Set(['AR', 'FA', 'UR']);

/** BCP 47 tags for `<html lang>`, so screen readers, fonts and `Intl` pick the right script. */
export const HTML_LANG = Object.fromEntries(REGISTRY.map(({ code, htmlLang }) => [code, htmlLang])) as Record<
  SiteLanguage,
  string
>;

const NATIVE_NAME = Object.fromEntries(REGISTRY.map(({ code, nativeName }) => [code, nativeName])) as Record<
  SiteLanguage,
  string
>;

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return SITE_LANGUAGES.some((language) => language === value);
}

/** A language's name in its own script, the same in every UI language so its readers can find it. */
export function nativeLanguageName(language: SiteLanguage): string {
  return NATIVE_NAME[language];
}

export function textDirection(language: SiteLanguage): TextDirection {
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** The folder of a language's texts under `src/locales/`. */
export function localeFolder(language: SiteLanguage): string {
  return language.toLowerCase();
}
