import { Button } from '@platform/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { Gamepad2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readSessionToken } from '../../../shared/api/session.ts';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { canFreePlay, canRegisterDirectly } from '../model/visitor-switches.ts';

const compact = 'px-3 sm:px-4';

/** A guest's way in: log in, register (when the brand takes direct sign-ups) and free play (when on). */
export function GuestBar(): ReactNode {
  const { t } = useTranslation('layout');
  const { data: status } = useQuery(systemQueries.status());
  const openModal = useModalStore((state) => state.open);
  const member = useAuthStore((state) => state.member);
  if (member !== null || readSessionToken() !== null) return null;
  const tree = status?.whitelabel ?? [];

  return (
    <div className="flex items-center gap-1.5">
      {canFreePlay(tree) && (
        <Button variant="ghost" className="hidden xl:inline-flex" onClick={() => openModal('login')}>
          <Gamepad2 aria-hidden="true" className="size-4 text-warm-text" />
          {t('guest.freePlay')}
        </Button>
      )}
      <Button variant="secondary" className={compact} onClick={() => openModal('login')}>
        {t('guest.login')}
      </Button>
      {canRegisterDirectly(tree) && (
        <Button className={compact} onClick={() => openModal('register')}>
          {t('guest.register')}
        </Button>
      )}
    </div>
  );
}
