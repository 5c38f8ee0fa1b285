import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';

/** Opens the forgetPassModal in place of the login window. */
export function ForgotPasswordLink(): ReactNode {
  const { t } = useTranslation('auth');
  const open = useModalStore((state) => state.open);
  return (
    <button
      type="button"
      onClick={() => open('forgetPass')}
      className="-mt-2 self-end text-sm font-medium text-accent-text hover:underline"
    >
      {t('login.forgot')}
    </button>
  );
}
