import { Modal } from '@platform/ui/modal.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { NoticeBoard } from './notice-board.tsx';

/** Wide enough for the list and the open notice side by side. */
const NOTICE_MODAL_WIDTH = 920;

function NoticeTitle(): ReactNode {
  const { t } = useTranslation('content');
  return t('notice.title');
}

/**
 * The spec's `notice` modal: announcements, 9 a page, with the chosen one read beside the list.
 * Mounted once at the root; opens when the shared popup layer names it.
 */
export function NoticeModal(): ReactNode {
  const isOpen = useModalStore((state) => state.current === 'notice');
  const close = useModalStore((state) => state.close);

  return (
    <Modal
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={<NoticeTitle />}
      width={NOTICE_MODAL_WIDTH}
    >
      <NoticeBoard />
    </Modal>
  );
}
