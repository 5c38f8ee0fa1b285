import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { BrandMark } from '../../../shared/ui/brand-mark.tsx';

type GateFrameProps = {
  art: ReactNode;
  eyebrow: string;
  title: string;
  body: string;
  /** The visitor's preferences (language, theme), so they can read the page in their language. */
  toolbar: ReactNode;
  children?: ReactNode;
};

/** A whole-site page that replaces every route: maintenance or a blocked region. */
export function GateFrame({ art, eyebrow, title, body, toolbar, children }: GateFrameProps): ReactNode {
  const { data: status } = useQuery(systemQueries.status());
  const brand = status?.merchant.name;
  useDocumentTitle(title);

  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden bg-surface-0">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50%_45%_at_50%_0%,var(--accent-glow),transparent_75%),radial-gradient(40%_35%_at_100%_100%,rgb(245_158_11/0.12),transparent_70%)]"
      />
      <header className="flex items-center justify-between gap-3 px-4 py-3 sm:px-8">
        <div className="flex min-w-0 items-center gap-2.5">
          <BrandMark />
          {brand && <span className="truncate text-lg font-extrabold tracking-tight">{brand}</span>}
        </div>
        <div className="flex items-center gap-2">{toolbar}</div>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 py-8">
        <section
          aria-labelledby="gate-title"
          className="flex w-full max-w-lg flex-col items-center gap-4 rounded-3xl border border-line bg-surface-1/85 px-6 py-10 text-center shadow-card backdrop-blur sm:px-10"
        >
          <div className="aspect-square w-36 sm:w-44">{art}</div>
          <p className="text-xs font-bold tracking-widest text-warm-text uppercase">{eyebrow}</p>
          <h1 id="gate-title" className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
            {title}
          </h1>
          <p className="max-w-md text-base leading-relaxed text-ink-muted">{body}</p>
          {children}
        </section>
      </main>
      {brand && <p className="px-4 pb-6 text-center text-xs text-ink-subtle">© {brand}</p>}
    </div>
  );
}
