import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import { type ConsoleLanguage, HTML_LANG } from './use-preferences.ts';

/** Money and date-time formatters in the console's current language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = HTML_LANG[i18n.language as ConsoleLanguage] ?? 'en';
  return {
    money: (minor: bigint | string, currency: string) => formatMoney(minor, currency, locale),
    dateTime: (iso: string | Date) => formatDateTime(iso, locale),
  };
}
