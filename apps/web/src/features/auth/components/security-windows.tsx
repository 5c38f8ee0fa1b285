import type { ReactNode } from 'react';
import { AuthenticatorDialog } from './authenticator-dialog.tsx';
import { PasskeysDialog } from './passkeys-dialog.tsx';

/**
 * The member's security windows, 'authenticator' and 'passkeys', loaded together when either first
 * opens: they lead to each other, and one download keeps the shared form code in one piece.
 */
export function SecurityWindows(): ReactNode {
  return (
    <>
      <AuthenticatorDialog />
      <PasskeysDialog />
    </>
  );
}
