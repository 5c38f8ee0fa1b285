import { ChevronDown, Globe } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { HEADER_LANGUAGES, isSiteLanguage, nativeLanguageName } from '../../../shared/lib/languages.ts';

/** The header's language choice; a native select keeps it keyboard, screen-reader and touch friendly. */
export function LanguagePicker(): ReactNode {
  const { t } = useTranslation('layout');
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);

  return (
    <label className="relative flex h-11 items-center rounded-xl border border-line bg-surface-2 text-sm text-ink transition-colors focus-within:border-accent hover:bg-surface-3">
      <span className="sr-only">{t('language.label')}</span>
      <Globe aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-ink-muted" />
      <select
        value={language}
        onChange={(event) => {
          if (isSiteLanguage(event.target.value)) setLanguage(event.target.value);
        }}
        className="h-full cursor-pointer appearance-none rounded-xl bg-transparent pr-8 pl-9 font-medium outline-none"
      >
        {HEADER_LANGUAGES.map((code) => (
          <option key={code} value={code} className="bg-surface-1 text-ink">
            {nativeLanguageName(code)}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-2.5 size-4 text-ink-muted"
      />
    </label>
  );
}
