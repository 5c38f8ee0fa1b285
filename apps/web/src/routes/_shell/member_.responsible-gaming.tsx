import { createFileRoute } from '@tanstack/react-router';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TakeABreak } from '../../features/self-exclusion/components/take-a-break.tsx';
import { useAuthStore } from '../../shared/hooks/use-auth-store.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { LoginRequiredPage } from '../../shared/ui/login-required-page.tsx';

/** The member's responsible gaming page: the sections of the features that protect play. */
export const Route = createFileRoute('/_shell/member_/responsible-gaming')({
  loader: () => i18next.loadNamespaces(['self-exclusion']),
  component: ResponsibleGamingRoute,
});

function ResponsibleGamingRoute(): ReactNode {
  const { t } = useTranslation('self-exclusion');
  const member = useAuthStore((state) => state.member);
  useDocumentTitle(t('page.title'));
  if (member === null) return <LoginRequiredPage />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-extrabold tracking-tight">{t('page.title')}</h1>
      <TakeABreak />
    </div>
  );
}
