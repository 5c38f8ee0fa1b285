import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy } from 'react';
import { DirectionProvider } from '../app/direction-provider.tsx';
import { BrandAccentSync } from '../app/theme/brand-accent-sync.tsx';
import { useSiteChrome } from '../app/use-site-chrome.tsx';
import { PopupAnnouncements } from '../features/announcements/components/popup-announcements.tsx';
import { RouteErrorPage } from '../features/guards/components/route-error-page.tsx';
import { SiteGate } from '../features/guards/components/site-gate.tsx';
import { enforceLoginMandatory } from '../features/guards/model/enforce-login.ts';
import { LanguageMenu } from '../features/languages/components/language-menu.tsx';
import { ShellLayout } from '../features/layout/components/shell-layout.tsx';
import { ThemeToggle } from '../features/layout/components/theme-toggle.tsx';
import { NotFoundPage } from '../features/not-found/components/not-found-page.tsx';
import { useModalStore } from '../shared/hooks/use-modal-store.ts';
import { MountWhenWanted } from '../shared/ui/mount-when-wanted.tsx';
import { Toaster } from '../shared/ui/toast.tsx';

export type RouterContext = { queryClient: QueryClient };

// The popup layer's windows load when first opened, keeping their code out of every first visit.
const NoticeModal = lazy(() =>
  import('../features/announcements/components/notice-modal.tsx').then((module) => ({
    default: module.NoticeModal,
  })),
);
const LoginModal = lazy(() =>
  import('../features/auth/components/login-modal.tsx').then((module) => ({ default: module.LoginModal })),
);
const RegisterModal = lazy(() =>
  import('../features/auth/components/register-modal.tsx').then((module) => ({
    default: module.RegisterModal,
  })),
);
const ForgetPassModal = lazy(() =>
  import('../features/auth/components/forget-pass-modal.tsx').then((module) => ({
    default: module.ForgetPassModal,
  })),
);
const LogoutDialog = lazy(() =>
  import('../features/auth/components/logout-dialog.tsx').then((module) => ({
    default: module.LogoutDialog,
  })),
);
const SecurityWindows = lazy(() =>
  import('../features/auth/components/security-windows.tsx').then((module) => ({
    default: module.SecurityWindows,
  })),
);
const LanguageDialog = lazy(() =>
  import('../features/languages/components/language-dialog.tsx').then((module) => ({
    default: module.LanguageDialog,
  })),
);

/** Every page: the brand's colours, the global route rules, then the page and the shared popup layer. */
function RootComponent() {
  const current = useModalStore((state) => state.current);
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
        <MountWhenWanted isWanted={current === 'notice'}>
          <NoticeModal />
        </MountWhenWanted>
        <PopupAnnouncements />
        <MountWhenWanted isWanted={current === 'login'}>
          <LoginModal />
        </MountWhenWanted>
        <MountWhenWanted isWanted={current === 'register'}>
          <RegisterModal />
        </MountWhenWanted>
        <MountWhenWanted isWanted={current === 'forgetPass'}>
          <ForgetPassModal />
        </MountWhenWanted>
        <MountWhenWanted isWanted={current === 'logout'}>
          <LogoutDialog />
        </MountWhenWanted>
        <MountWhenWanted isWanted={current === 'authenticator' || current === 'passkeys'}>
          <SecurityWindows />
        </MountWhenWanted>
      </SiteGate>
      <MountWhenWanted isWanted={current === 'languages'}>
        <LanguageDialog />
      </MountWhenWanted>
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
