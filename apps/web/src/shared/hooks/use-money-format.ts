import { isolateLtr } from '../lib/bidi.ts';
import { HTML_LANG, textDirection } from '../lib/languages.ts';
import { useLanguageStore } from './use-language-store.ts';

/**
 * Formats the wire's decimal strings as money in the visitor's language. The string goes into Intl as
 * it is: a float on the way would round money. In a right-to-left language the amount is isolated
 * left to right, so that it keeps its order wherever it lands (alone or inside a sentence).
 */
export function useMoneyFormat(): (amount: string, currency: string) => string {
  const language = useLanguageStore((state) => state.language);
  const isRtl = textDirection(language) === 'rtl';
  return (amount, currency) => {
    const text = new Intl.NumberFormat(HTML_LANG[language], { style: 'currency', currency }).format(
      amount as Intl.StringNumericLiteral,
    );
    return isRtl ? isolateLtr(text) : text;
  };
}
