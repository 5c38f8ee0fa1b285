import type { ReactNode } from 'react';
import type { SiteChrome } from '../model/site-chrome.ts';
import { SiteHeader } from './site-header.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

type ReducedLayoutProps = { chrome: SiteChrome; children: ReactNode };

/** Game and lobby pages keep only the header, leaving the screen to the game. */
export function ReducedLayout({ chrome, children }: ReducedLayoutProps): ReactNode {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-line bg-surface-1/90 backdrop-blur-md">
        <SiteHeader chrome={chrome} />
      </header>
      {/*
        Out of the tab order but focusable, so the skip link's jump moves the focus here, not just the
        scroll.
      */}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="flex flex-1 motion-safe:animate-page-in flex-col outline-none"
      >
        {children}
      </main>
    </div>
  );
}
