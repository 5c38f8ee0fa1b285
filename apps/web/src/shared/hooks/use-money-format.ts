import { HTML_LANG } from '../lib/languages.ts';
import { useLanguageStore } from './use-language-store.ts';

/**
 * Formats the wire's decimal strings as money in the visitor's language. The string goes into Intl as
 * it is: a float on the way would round money.
 */
export function useMoneyFormat(): (amount: string, currency: string) => string {
  const language = useLanguageStore((state) => state.language);
  return (amount, currency) =>
    new Intl.NumberFormat(HTML_LANG[language], { style: 'currency', currency }).format(
      amount as Intl.StringNumericLiteral,
    );
}
