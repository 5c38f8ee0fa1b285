import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { LottoMenu } from './lotto-menu.tsx';

/** /lott: the lotto menu on a page of its own. */
export function LottoMenuPage(): ReactNode {
  const { t } = useTranslation();
  useDocumentTitle(t('route.lott'));
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('route.lott')}</h1>
      <LottoMenu />
    </div>
  );
}
