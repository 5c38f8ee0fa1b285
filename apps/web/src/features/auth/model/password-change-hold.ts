import { useEffect } from 'react';
import { SESSION_KEY } from '../../../shared/api/session.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { useModalStore } from '../../../shared/hooks/use-modal-store.ts';
import { readStorage, removeStorage, writeStorage } from '../../../shared/lib/storage.ts';

/**
 * The spec's `cpw` session key: set while the login's password must be changed before anything
 * else, so a reload still shows the change window. Logout clears it with the other member keys.
 */
export function isPasswordChangeHeld(): boolean {
  return readStorage('session', SESSION_KEY.cpw) === '1';
}

export function holdForPasswordChange(): void {
  writeStorage('session', SESSION_KEY.cpw, '1');
  useAuthStore.getState().setPasswordChangeHeld(true);
}

export function releasePasswordChangeHold(): void {
  removeStorage('session', SESSION_KEY.cpw);
  useAuthStore.getState().setPasswordChangeHeld(false);
}

/**
 * Keeps the change-password window up while the hold lasts: after a reload, or when the member
 * backs out of signing out. Runs in the member bar, so guests never load it; pages without a header
 * do not show the window, and the server refuses everything else meanwhile.
 */
export function usePasswordChangeHold(): void {
  const current = useModalStore((state) => state.current);
  const open = useModalStore((state) => state.open);
  const isLoggedIn = useAuthStore((state) => state.member !== null);
  useEffect(() => {
    if (current === null && isLoggedIn && isPasswordChangeHeld()) open('changePassword');
  }, [current, isLoggedIn, open]);
}
