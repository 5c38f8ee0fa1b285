import { updateLanguage } from '@platform/contracts/identity/member-routes';
import { callApi } from '../shared/api/call-api.ts';
import { useAuthStore } from '../shared/hooks/use-auth-store.ts';
import { useLanguageStore } from '../shared/hooks/use-language-store.ts';

/**
 * A logged-in member's language choice is also saved on the server (spec: "updates the user's
 * language on the server when logged in"); fire and forget, a failure changes nothing here.
 */
export function syncMemberLanguage(): () => void {
  return useLanguageStore.subscribe((state, previous) => {
    if (state.language === previous.language || useAuthStore.getState().member === null) return;
    callApi(updateLanguage, { body: { language: state.language } }).catch(() => undefined);
  });
}
