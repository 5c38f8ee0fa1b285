import type { ReactNode } from 'react';
import { ModalFrame, type ModalFrameProps } from './modal-frame.tsx';

/** The spec's default modal width. */
const MODAL_WIDTH = 600;

type ModalProps = Omit<ModalFrameProps, 'width' | 'phoneLayout'> & { width?: number };

/** A large window for a task or a document (notices, member centre); a full-height sheet on phones. */
export function Modal({ width = MODAL_WIDTH, ...props }: ModalProps): ReactNode {
  return <ModalFrame width={width} phoneLayout="full" {...props} />;
}
