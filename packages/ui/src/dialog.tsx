import type { ReactNode } from 'react';
import { ModalFrame, type ModalFrameProps, type PhoneLayout } from './modal-frame.tsx';

/** The spec's default dialog width. */
const DIALOG_WIDTH = 400;

type DialogProps = Omit<ModalFrameProps, 'width' | 'phoneLayout'> & {
  width?: number;
  /** A short question rises from the bottom on phones; a long list may ask for the full height. */
  phoneLayout?: PhoneLayout;
};

/** A small window for a choice or a confirmation (languages, sign out). */
export function Dialog({ width = DIALOG_WIDTH, phoneLayout = 'bottom', ...props }: DialogProps): ReactNode {
  return <ModalFrame width={width} phoneLayout={phoneLayout} {...props} />;
}
