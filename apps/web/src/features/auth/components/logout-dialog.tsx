import { logout } from '@platform/contracts/identity/routes';
import { Button } from '@platform/ui/button.tsx';
import { Dialog } from '@platform/ui/dialog.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../shared/api/call-api.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { signOutLocally } from '../api/sign-in.ts';

/** The popup layer's 'logout' window: confirm, end the session on the server and here, go home. */
export function LogoutDialog(): ReactNode {
  const { t } = useTranslation('auth');
  const isOpen = useModalStore((state) => state.current === 'logout');
  const close = useModalStore((state) => state.close);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const mutation = useMutation({
    // The session ends here whatever the server answers: an expired token is signed out already.
    mutationFn: () => callApi(logout).catch(() => undefined),
    onSettled: () => {
      signOutLocally(queryClient);
      close();
      void navigate({ to: '/' });
    },
  });

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('logout.title')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('logout.cancel')}
          </Button>
          <Button onClick={() => mutation.mutate()} disabled={mutation.isPending}>
            {t('logout.confirm')}
          </Button>
        </>
      }
    >
      <p className="text-ink-muted">{t('logout.body')}</p>
    </Dialog>
  );
}
