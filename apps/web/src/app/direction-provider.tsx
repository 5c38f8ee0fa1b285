import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';
import { useLanguageStore } from '../shared/hooks/use-language-store.ts';
import { textDirection } from '../shared/lib/languages.ts';

/** Radix menus and dialogs place and key-navigate by reading direction; give them the language's. */
export function DirectionProvider({ children }: { children: ReactNode }): ReactNode {
  const language = useLanguageStore((state) => state.language);
  return <Direction.Provider dir={textDirection(language)}>{children}</Direction.Provider>;
}
