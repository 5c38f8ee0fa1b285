import { create } from 'zustand';

/**
 * The shared popup layer: which site-wide modal is open. One at a time, as the spec's modals are
 * (loginModal, registerModal, notice, ...); features render their modal when its name is current.
 */
export type ModalName =
  | 'notice'
  | 'languages'
  | 'login'
  | 'logout'
  | 'register'
  | 'forgetPass'
  | 'authenticator'
  | 'passkeys'
  | 'changePassword'
  | 'afterLogin';

type ModalState = {
  current: ModalName | null;
  open: (name: ModalName) => void;
  close: () => void;
};

export const useModalStore = create<ModalState>((set) => ({
  current: null,
  open: (name) => set({ current: name }),
  close: () => set({ current: null }),
}));
