import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { RegisterPanel } from './register-panel.tsx';

type RegisterPageProps = {
  /** The w_reg banner carousel, shown above the form. */
  banner: ReactNode;
  referralCode: string | undefined;
  affiliateCode: string | undefined;
  onRegistered: () => void;
};

/** /register: the brand's banners, then the registration forms built from its settings. */
export function RegisterPage({
  banner,
  referralCode,
  affiliateCode,
  onRegistered,
}: RegisterPageProps): ReactNode {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('auth');
  const title = t('route.register');
  useDocumentTitle(title);

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8 sm:py-12">
      {banner}
      <div className="mx-auto w-full max-w-xl rounded-3xl border border-line bg-surface-1 px-5 py-8 shadow-card sm:px-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-ink-muted">{ta('register.intro')}</p>
        <RegisterPanel
          referralCode={referralCode}
          affiliateCode={affiliateCode}
          onRegistered={onRegistered}
        />
      </div>
    </section>
  );
}
