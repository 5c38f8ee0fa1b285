import { Modal } from '@platform/ui/modal.tsx';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { RegisterPanel } from './register-panel.tsx';
import { SwitchWindowPrompt } from './switch-window-prompt.tsx';

/**
 * The popup layer's registerModal: the same forms as /register. The forms sign the new member in;
 * the window then closes and the member goes to / (spec section 4, registration outcome).
 */
export function RegisterModal(): ReactNode {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('auth');
  const isOpen = useModalStore((state) => state.current === 'register');
  const close = useModalStore((state) => state.close);
  const navigate = useNavigate();

  return (
    <Modal
      open={isOpen}
      onOpenChange={(isNowOpen) => {
        if (!isNowOpen) close();
      }}
      title={t('route.register')}
      description={ta('register.intro')}
    >
      <div className="flex flex-col gap-5">
        {/* The form lives inside the window's content, so each opening starts with a clean one. */}
        <RegisterPanel
          referralCode={undefined}
          affiliateCode={undefined}
          onRegistered={() => {
            close();
            void navigate({ to: '/' });
          }}
        />
        <SwitchWindowPrompt prompt={ta('register.haveAccount')} action={ta('login.title')} to="login" />
      </div>
    </Modal>
  );
}
