import type { ReactNode } from 'react';

/** A label and its value in a summary's description list (`<dl>`). */
export function Fact({ label, children }: { label: string; children: ReactNode }): ReactNode {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}
