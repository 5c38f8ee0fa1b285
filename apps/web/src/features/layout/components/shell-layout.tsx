import { useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import type { SiteChrome } from '../model/site-chrome.ts';
import { AppDownloadTab } from './app-download-tab.tsx';
import { ContactRail } from './contact-rail.tsx';
import { LineShortcut } from './line-shortcut.tsx';
import { RegisterTipBar } from './register-tip-bar.tsx';
import { SiteHeader } from './site-header.tsx';
import { SiteNav } from './site-nav.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

// Below the fold on every page: its code (links, badges, sponsors) loads once the page has rendered.
const SiteFooter = lazy(() => import('./site-footer.tsx').then((module) => ({ default: module.SiteFooter })));

type ShellLayoutProps = {
  chrome: SiteChrome;
  /** A strip under the header for the site's headlines. */
  ticker?: ReactNode;
  children: ReactNode;
};

/** The full shell of most pages: header and nav, side bars, the page fading in, then the footer. */
export function ShellLayout({ chrome, ticker, children }: ShellLayoutProps): ReactNode {
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-line bg-surface-1/90 backdrop-blur-md">
        <SiteHeader chrome={chrome} />
        <SiteNav />
      </header>
      {ticker}
      <RegisterTipBar />
      {/*
        Keyed by path so every navigation replays the spec's page fade (skipped with reduced motion).
        Out of the tab order but focusable, so the skip link's jump moves the focus here, not just the scroll.
      */}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        key={pathname}
        className="flex flex-1 motion-safe:animate-page-in flex-col outline-none"
      >
        {children}
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <AppDownloadTab />
      <ContactRail service={chrome.service} />
      <LineShortcut />
    </div>
  );
}
