import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DirectionProvider } from '../app/direction-provider.tsx';
import { BrandAccentSync } from '../app/theme/brand-accent-sync.tsx';
import { useSiteChrome } from '../app/use-site-chrome.tsx';
import { NoticeModal } from '../features/announcements/components/notice-modal.tsx';
import { PopupAnnouncements } from '../features/announcements/components/popup-announcements.tsx';
import { RouteErrorPage } from '../features/guards/components/route-error-page.tsx';
import { SiteGate } from '../features/guards/components/site-gate.tsx';
import { enforceLoginMandatory } from '../features/guards/model/enforce-login.ts';
import { LanguageDialog } from '../features/languages/components/language-dialog.tsx';
import { LanguageMenu } from '../features/languages/components/language-menu.tsx';
import { ShellLayout } from '../features/layout/components/shell-layout.tsx';
import { ThemeToggle } from '../features/layout/components/theme-toggle.tsx';
import { NotFoundPage } from '../features/not-found/components/not-found-page.tsx';
import { Toaster } from '../shared/ui/toast.tsx';

export type RouterContext = { queryClient: QueryClient };

/** Every page: the brand's colours, the global route rules, then the page and the shared popup layer. */
function RootComponent() {
  return (
    <DirectionProvider>
      <BrandAccentSync />
      <SiteGate
        toolbar={
          <>
            <LanguageMenu />
            <ThemeToggle />
          </>
        }
      >
        <Outlet />
        <NoticeModal />
        <PopupAnnouncements />
      </SiteGate>
      <LanguageDialog />
      <Toaster />
    </DirectionProvider>
  );
}

function NotFoundRoute() {
  const chrome = useSiteChrome();
  return (
    <ShellLayout chrome={chrome}>
      <NotFoundPage />
    </ShellLayout>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => enforceLoginMandatory(context.queryClient, location.pathname),
  component: RootComponent,
  notFoundComponent: NotFoundRoute,
  errorComponent: RouteErrorPage,
});
