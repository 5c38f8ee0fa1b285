import { ChevronDown, Globe } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';
import { nativeLanguageName } from '../../../shared/lib/languages.ts';

const loadPopup = () => import('./language-menu-popup.tsx');
// The menu library loads when the visitor reaches for the button (hover, focus or tap), not with the page.
const LanguageMenuPopup = lazy(() => loadPopup().then((module) => ({ default: module.LanguageMenuPopup })));

const BUTTON_CLASS =
  'flex h-11 items-center gap-1.5 rounded-xl border border-line bg-surface-2 ps-3 pe-2 text-sm font-semibold text-ink transition-colors hover:bg-surface-3 data-[state=open]:border-accent';

/** The header's language picker: a plain button until first opened, then the full menu in its place. */
export function LanguageMenu(): ReactNode {
  const { t } = useTranslation('layout');
  const language = useLanguageStore((state) => state.language);
  const [isOpened, setIsOpened] = useState(false);
  const label = t('language.current', { language: nativeLanguageName(language) });
  const button = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      className={BUTTON_CLASS}
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      onClick={() => setIsOpened(true)}
    >
      <Globe aria-hidden="true" className="size-4 text-ink-muted" />
      <span>{language}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
    </button>
  );
  if (!isOpened) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenuPopup buttonClass={BUTTON_CLASS} />
    </Suspense>
  );
}
