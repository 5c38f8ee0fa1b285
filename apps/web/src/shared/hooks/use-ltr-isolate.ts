import { isolateLtr } from '../lib/bidi.ts';
import { textDirection } from '../lib/languages.ts';
import { useLanguageStore } from './use-language-store.ts';

/**
 * Isolates a number or draw period left to right inside a translated string in a right-to-left
 * language; in a left-to-right language the text needs nothing and stays as it is.
 */
export function useLtrIsolate(): (text: string) => string {
  const language = useLanguageStore((state) => state.language);
  return textDirection(language) === 'rtl' ? isolateLtr : (text) => text;
}
