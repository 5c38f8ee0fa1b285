import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { HTML_LANG } from '../../../shared/lib/languages.ts';

/**
 * Formats the wire's decimal strings (the brand's currency, whose code the reports leave out) in the
 * visitor's language, keeping the currency's decimals. The string goes into Intl as it is: a float on
 * the way would round money.
 */
export function useAmountFormat(): (amount: string) => string {
  const language = useLanguageStore((state) => state.language);
  return (amount) => {
    const decimals = amount.split('.')[1]?.length ?? 0;
    return new Intl.NumberFormat(HTML_LANG[language], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(amount as Intl.StringNumericLiteral);
  };
}
