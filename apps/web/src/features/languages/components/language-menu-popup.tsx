import { Check, ChevronDown, Globe, Languages } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import {
  HEADER_LANGUAGES,
  HTML_LANG,
  isSiteLanguage,
  nativeLanguageName,
} from '../../../shared/lib/languages.ts';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none data-highlighted:bg-surface-2';

/**
 * The header's language picker once opened: the spec's four languages, and the full list behind
 * "More languages". It replaces the plain button the page starts with, already open.
 */
export function LanguageMenuPopup({ buttonClass }: { buttonClass: string }): ReactNode {
  const { t } = useTranslation('layout');
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const openModal = useModalStore((state) => state.open);

  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger
        aria-label={t('language.current', { language: nativeLanguageName(language) })}
        className={buttonClass}
      >
        <Globe aria-hidden="true" className="size-4 text-ink-muted" />
        <span>{language}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-2xl border border-line bg-surface-1 p-1.5 text-ink shadow-card"
        >
          <DropdownMenu.RadioGroup
            value={language}
            onValueChange={(value) => {
              if (isSiteLanguage(value)) setLanguage(value);
            }}
          >
            {HEADER_LANGUAGES.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code} className={itemClass}>
                <span lang={HTML_LANG[code]} className="flex-1">
                  {nativeLanguageName(code)}
                </span>
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4 text-accent-text" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={() => openModal('languages')}>
            <Languages aria-hidden="true" className="size-4 text-accent-text" />
            {t('language.more')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
