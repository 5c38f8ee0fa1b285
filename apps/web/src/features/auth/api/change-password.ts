import { changePassword } from '@platform/contracts/identity/routes';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { memberQueries } from '../../../shared/api/member-queries.ts';
import { rememberMember } from '../../../shared/api/session.ts';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import { forgetKnownPassword } from '../model/login-follow-up.ts';
import type { PasswordChangeValues } from '../model/password-change-form.ts';
import { releasePasswordChangeHold } from '../model/password-change-hold.ts';

/**
 * Changes the password; then the hold is lifted, the password typed at login is forgotten and the
 * member's info is loaded afresh (spec section 4).
 */
export async function changeOwnPassword(queryClient: QueryClient, body: PasswordChangeValues): Promise<void> {
  await callApi(changePassword, { body });
  releasePasswordChangeHold();
  forgetKnownPassword();
  const info = await queryClient.fetchQuery({ ...memberQueries.info(), staleTime: 0 });
  useAuthStore.getState().setMember(rememberMember(info));
}
