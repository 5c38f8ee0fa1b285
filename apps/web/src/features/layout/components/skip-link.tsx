import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the page's main region, which the skip link jumps to. */
export const MAIN_ID = 'main-content';

/** "Skip to content": the first stop of the keyboard, hidden until it has the focus (its padding is set on focus, as not-sr-only clears it). */
export function SkipLink(): ReactNode {
  const { t } = useTranslation('layout');
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-lg bg-accent font-semibold text-accent-ink focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:px-4 focus:py-2 focus:shadow-card"
    >
      {t('skipToContent')}
    </a>
  );
}
