import { loginFreePlay } from '@platform/contracts/identity/routes';
import type { LoginValue } from '@platform/contracts/identity/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { SESSION_KEY } from '../../../shared/api/session.ts';
import { removeStorage } from '../../../shared/lib/storage.ts';
import { signIn } from './sign-in.ts';

/** Free play (spec section 4): log in as a guest on a demo account, clear cpw, load the member's info. */
export async function playForFree(queryClient: QueryClient): Promise<void> {
  const value = await callApi(loginFreePlay, {
    body: { os: navigator.platform.slice(0, 32), platform: 'W', Encryption: false, gatewayVersion: 3 },
  });
  removeStorage('session', SESSION_KEY.cpw);
  await signIn(queryClient, sessionToken(value));
}

/** The session of a login without a password: it never holds the login for a second step. */
export function sessionToken(value: LoginValue): string {
  if (value.token === null) throw new Error('The login answered without a session');
  return value.token;
}
