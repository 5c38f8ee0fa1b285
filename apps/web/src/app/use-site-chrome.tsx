import { useCustomerService } from '../features/customer-service/hooks/use-customer-service.ts';
import { LanguageMenu } from '../features/languages/components/language-menu.tsx';
import type { SiteChrome } from '../features/layout/model/site-chrome.ts';

/** Where the layout meets the features it shows but may not import: language choice and customer service. */
export function useSiteChrome(): SiteChrome {
  const service = useCustomerService();
  return { languageControl: <LanguageMenu />, service };
}
