import { DEMO_MEMBER_TYPE } from '@platform/contracts/identity/social';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';

/** On a demo account the login window says why it opened: features need an official account (spec section 6). */
export function DemoNotice(): ReactNode {
  const { t } = useTranslation('auth');
  const isDemo = useAuthStore((state) => state.member?.type === DEMO_MEMBER_TYPE);
  if (!isDemo) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2.5 rounded-xl border border-warm/40 bg-warm/10 px-3.5 py-2.5 text-sm text-warm-text"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('demo.notice')}
    </p>
  );
}
