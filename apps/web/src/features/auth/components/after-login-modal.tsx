import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { useLoginFollowUp } from '../model/login-follow-up.ts';

/**
 * The popup layer's 'afterLogin' window (spec section 4, step 4): a welcome and the previous login
 * time in GMT+8, so a member notices a login that was not theirs (docs/reliability.md,
 * sessions); an expired
 * password the brand does not force is suggested for a change here.
 */
export function AfterLoginModal(): ReactNode {
  const { t } = useTranslation('auth');
  const isOpen = useModalStore((state) => state.current === 'afterLogin');
  const openModal = useModalStore((state) => state.open);
  const close = useModalStore((state) => state.close);
  const member = useAuthStore((state) => state.member);
  const { previousLoginAt, passwordExpired } = useLoginFollowUp();
  const name = member?.nickname || member?.account || '';

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('afterLogin.title', { name })}
      footer={
        <>
          {passwordExpired && (
            <Button variant="secondary" onClick={() => openModal('changePassword')}>
              {t('afterLogin.changePassword')}
            </Button>
          )}
          <Button onClick={close}>{t('afterLogin.continue')}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p
          className="flex items-start gap-3 rounded-2xl bg-surface-2 px-4 py-3 text-sm"
          data-testid="previous-login"
        >
          <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
          <span>
            {previousLoginAt
              ? t('afterLogin.previous', {
                  time: formatGmt8(new Date(previousLoginAt), { withSeconds: false }),
                })
              : t('afterLogin.first')}
          </span>
        </p>
        <p className="text-sm text-ink-muted">
          {t(passwordExpired ? 'afterLogin.expired' : 'afterLogin.notYou')}
        </p>
      </div>
    </Dialog>
  );
}
