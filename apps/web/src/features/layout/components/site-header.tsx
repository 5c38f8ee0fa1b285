import { type ReactNode, Suspense } from 'react';
import { useAuthStore } from '../../../shared/hooks/use-auth-store.ts';
import type { SiteChrome } from '../model/site-chrome.ts';
import { BrandLink } from './brand-link.tsx';
import { GuestBar } from './guest-bar.tsx';
import { HeaderClock } from './header-clock.tsx';
import { MessagesButton } from './messages-button.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { ServiceButton } from './service-button.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/**
 * The top bar of every layout with a header: the menu (below desktop width) and logo at the start;
 * clock, service, messages, preferences and the guest's way in (or the member's bar) at the end. On phones the clock gets
 * a slim strip of its own and the preferences move into the menu.
 */
export function SiteHeader({ chrome }: { chrome: SiteChrome }): ReactNode {
  const isLoggedIn = useAuthStore((state) => state.member !== null);
  return (
    <>
      <div className="flex h-7 items-center justify-center border-b border-line/60 bg-surface-0/60 lg:hidden">
        <HeaderClock />
      </div>
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-1.5 px-4">
        <MobileDrawer chrome={chrome} />
        <BrandLink />
        {/*
          On a phone an agent's controls (deposit, agent centre, balance, …) in a long language can be
          wider than what the logo leaves: they scroll within the bar instead of widening the page.
        */}
        <div className="ms-auto flex min-w-0 items-center gap-1 max-lg:overflow-x-auto max-lg:py-1 max-lg:[scrollbar-width:none] sm:gap-1.5">
          <HeaderClock className="me-2 hidden lg:flex" />
          <ServiceButton service={chrome.service} />
          <MessagesButton className="max-sm:hidden" />
          <div className="hidden items-center gap-1.5 lg:flex">
            {chrome.languageControl}
            <ThemeToggle />
          </div>
          <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-line lg:block" />
          <GuestBar />
          {isLoggedIn && <Suspense fallback={null}>{chrome.memberBar}</Suspense>}
        </div>
      </div>
    </>
  );
}
