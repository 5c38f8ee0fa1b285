import { lazy, useEffect } from 'react';
import { useCustomerService } from '../features/customer-service/hooks/use-customer-service.ts';
import { LanguageMenu } from '../features/languages/components/language-menu.tsx';
import type { SiteChrome } from '../features/layout/model/site-chrome.ts';
import { useModalStore } from '../shared/hooks/use-modal-store.ts';

// Guests, the most frequent first visitors, never load the member's bar; one who opens the login or
// registration window is about to need it, and it loads meanwhile.
const loadMemberBar = () => import('./member-bar.tsx');
const MemberBar = lazy(loadMemberBar);

/**
 * Where the layout meets the features it shows but may not import: language choice, customer service
 * and the logged-in member's bar.
 */
export function useSiteChrome(): SiteChrome {
  const service = useCustomerService();
  const isSigningIn = useModalStore((state) => state.current === 'login' || state.current === 'register');
  useEffect(() => {
    if (isSigningIn) void loadMemberBar();
  }, [isSigningIn]);
  return { languageControl: <LanguageMenu />, service, memberBar: <MemberBar /> };
}
