import type { QueryClient } from '@tanstack/react-query';
import { MEMBER_DATA, memberQueries } from '../../../shared/api/member-queries.ts';
import { clearMemberSession, rememberMember, rememberToken } from '../../../shared/api/session.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { forgetKnownPassword } from '../model/login-follow-up.ts';

/**
 * After login or registration: store the token, load the member's info, remember who it is and mark
 * the visitor logged in (spec section 4). A failed info call leaves the visitor a guest.
 */
export async function signIn(queryClient: QueryClient, token: string): Promise<void> {
  // A session that expired on its own left its member's data cached: the new member starts clean.
  queryClient.removeQueries({ queryKey: MEMBER_DATA });
  rememberToken(token);
  try {
    const info = await queryClient.fetchQuery({ ...memberQueries.info(), staleTime: 0 });
    useAuthStore.getState().setMember(rememberMember(info));
  } catch (error) {
    clearMemberSession();
    useAuthStore.getState().setMember(null);
    throw error;
  }
}

/** Ends the session on this side: storage, cached member data and the header state. */
export function signOutLocally(queryClient: QueryClient): void {
  clearMemberSession();
  forgetKnownPassword();
  // Everything of the member's (info, balance, ...) sits under ['member']: none of it outlives the session.
  queryClient.removeQueries({ queryKey: MEMBER_DATA });
  useAuthStore.getState().setMember(null);
}
