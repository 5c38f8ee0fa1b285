import { lazy } from 'react';
import { useCustomerService } from '../features/customer-service/hooks/use-customer-service.ts';
import { LanguageMenu } from '../features/languages/components/language-menu.tsx';
import type { SiteChrome } from '../features/layout/model/site-chrome.ts';

// Guests, the most frequent first visitors, never load the member's bar.
const MemberBar = lazy(() => import('./member-bar.tsx'));

/**
 * Where the layout meets the features it shows but may not import: language choice, customer service
 * and the logged-in member's bar.
 */
export function useSiteChrome(): SiteChrome {
  const service = useCustomerService();
  return { languageControl: <LanguageMenu />, service, memberBar: <MemberBar /> };
}
