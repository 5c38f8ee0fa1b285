import { cn } from '@platform/ui/cn.ts';
import { Dialog } from '@platform/ui/dialog.tsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import {
  HTML_LANG,
  nativeLanguageName,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '../../../shared/lib/languages.ts';

/** A language's name in the language the page is shown in, under its own name; none if Intl lacks it. */
function localName(code: SiteLanguage, uiLanguage: SiteLanguage): string | undefined {
  try {
    return new Intl.DisplayNames([HTML_LANG[uiLanguage]], { type: 'language' }).of(HTML_LANG[code]);
  } catch {
    return undefined;
  }
}

/** Every language of the site, each named in its own script, in the popup layer's 'languages' window. */
export function LanguageDialog(): ReactNode {
  const { t } = useTranslation('layout');
  const isOpen = useModalStore((state) => state.current === 'languages');
  const close = useModalStore((state) => state.close);
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);

  const choose = (code: SiteLanguage) => {
    setLanguage(code);
    close();
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('language.dialogTitle')}
      description={t('language.dialogDescription')}
      width={640}
      phoneLayout="full"
    >
      <ul className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
        {SITE_LANGUAGES.map((code) => {
          const isCurrent = code === language;
          const local = localName(code, language);
          return (
            <li key={code}>
              <button
                type="button"
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => choose(code)}
                className={cn(
                  'flex min-h-14 w-full items-center gap-2 rounded-xl border px-3 py-2 text-start transition-colors',
                  isCurrent ? 'border-accent bg-surface-2' : 'border-transparent hover:bg-surface-2',
                )}
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span lang={HTML_LANG[code]} className="truncate text-sm font-semibold">
                    {nativeLanguageName(code)}
                  </span>
                  {local && local !== nativeLanguageName(code) && (
                    <span className="truncate text-xs text-ink-muted">{local}</span>
                  )}
                </span>
                {isCurrent && <Check aria-hidden="true" className="size-4 shrink-0 text-accent-text" />}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
