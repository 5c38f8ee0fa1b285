import { Button } from '@platform/ui/button.tsx';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';

/** Opens the notice window (announcements) of the shared popup layer. */
export function MessagesButton({ className }: { className?: string }): ReactNode {
  const { t } = useTranslation('layout');
  const openModal = useModalStore((state) => state.open);

  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={t('header.messages')}
      title={t('header.messages')}
      onClick={() => openModal('notice')}
    >
      <Mail aria-hidden="true" className="size-5" />
    </Button>
  );
}
