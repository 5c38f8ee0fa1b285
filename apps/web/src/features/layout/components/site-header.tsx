import type { ReactNode } from 'react';
import { BrandLink } from './brand-link.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** The top bar every layout with a header shares: logo left, the visitor's preferences right. */
export function SiteHeader(): ReactNode {
  return (
    <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4">
      <BrandLink />
      <div className="flex items-center gap-2">
        <LanguagePicker />
        <ThemeToggle />
      </div>
    </div>
  );
}
