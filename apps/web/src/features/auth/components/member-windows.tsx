import type { ReactNode } from 'react';
import { usePasswordChangeHold } from '../model/password-change-hold.ts';
import { AfterLoginModal } from './after-login-modal.tsx';
import { ChangePasswordModal } from './change-password-modal.tsx';

/**
 * The logged-in member's windows, held by the member bar: change password (kept up while the login's
 * password must be changed) and the after-login welcome.
 */
export function MemberWindows(): ReactNode {
  usePasswordChangeHold();
  return (
    <>
      <ChangePasswordModal />
      <AfterLoginModal />
    </>
  );
}
