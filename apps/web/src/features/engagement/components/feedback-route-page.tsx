import { DEMO_MEMBER_TYPE } from '@platform/contracts/identity/social';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { LoginRequiredPage } from '../../../shared/ui/login-required-page.tsx';
import { FeedbackPage } from './feedback-page.tsx';

/** The feedback and complaints screen on its own page (/feedback): for logged-in official accounts. */
export function FeedbackScreen(): ReactNode {
  const { t } = useTranslation('engagement');
  const member = useAuthStore((state) => state.member);
  useDocumentTitle(t('feedback.title'));
  if (member === null || member.type === DEMO_MEMBER_TYPE) return <LoginRequiredPage />;
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-5 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('feedback.title')}</h1>
      <div className="rounded-3xl border border-line bg-surface-1 p-5 shadow-card sm:p-7">
        <FeedbackPage />
      </div>
    </section>
  );
}
