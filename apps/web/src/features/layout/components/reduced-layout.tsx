import type { ReactNode } from 'react';
import { SiteHeader } from './site-header.tsx';

/** Game and lobby pages keep only a slim header, leaving the screen to the game. */
export function ReducedLayout({ children }: { children: ReactNode }): ReactNode {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-line bg-surface-1/90 backdrop-blur-md">
        <SiteHeader />
      </header>
      <main className="flex flex-1 motion-safe:animate-page-in flex-col">{children}</main>
    </div>
  );
}
