import { cn } from '@platform/ui/cn.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The brand's languages, one tab each: the editor shows the chosen one's text. A language without text
 * is marked: its members do not see the entry (the site falls back to the default language only for a
 * language the brand does not offer).
 */
export function LanguageTabs({
  languages,
  defaultLanguage,
  value,
  written,
  onChange,
}: {
  languages: readonly string[];
  defaultLanguage: string;
  value: string;
  written: (language: string) => boolean;
  onChange: (language: string) => void;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <div role="tablist" aria-label={t('content.language')} className="flex flex-wrap gap-1.5">
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          role="tab"
          aria-selected={value === language}
          onClick={() => onChange(language)}
          className={cn(
            'rounded-lg border px-3 py-1.5 text-sm font-semibold',
            value === language
              ? 'border-accent bg-accent text-accent-ink'
              : 'border-line bg-surface-1 text-ink',
          )}
        >
          {t(`content.lang.${language}`, { defaultValue: language })}
          {language === defaultLanguage ? ` · ${t('content.default')}` : ''}
          {written(language) ? '' : ' ○'}
        </button>
      ))}
    </div>
  );
}

/** The languages the entry is written in, for a list row. */
export function writtenLanguages(texts: Record<string, unknown>): string {
  return Object.keys(texts).sort().join(' · ');
}

/** An ISO time as a datetime-local field's value, in the browser's zone. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local field's value as ISO, or null when empty. */
export function isoOf(value: FormDataEntryValue | null): string | null {
  const text = String(value ?? '').trim();
  return text === '' ? null : new Date(text).toISOString();
}
