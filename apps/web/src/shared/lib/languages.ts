/** Languages of the header picker, in the spec's order. */
export const SITE_LANGUAGES = ['CN', 'EN', 'TH', 'VI'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'EN';

/** BCP 47 tags for `<html lang>`, so screen readers and fonts pick the right script. */
export const HTML_LANG: Record<SiteLanguage, string> = { CN: 'zh-CN', EN: 'en', TH: 'th', VI: 'vi' };

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return SITE_LANGUAGES.some((language) => language === value);
}
