import type { ReactNode } from 'react';

/** Pages opened inside other surfaces (the help pop-up): no header, no footer. */
export function BareLayout({ children }: { children: ReactNode }): ReactNode {
  return <main className="flex min-h-dvh flex-col">{children}</main>;
}
