import type { ParseKeys } from 'i18next';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../hooks/use-document-title.ts';

type RouteTitleKey = Extract<ParseKeys<'common'>, `route.${string}`>;

type PagePlaceholderProps = { titleKey: RouteTitleKey };

/** A page whose content arrives in a later release: it already has its place, route and title. */
export function PagePlaceholder({ titleKey }: PagePlaceholderProps): ReactNode {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="relative overflow-hidden rounded-3xl border border-line bg-surface-1 px-6 py-12 shadow-card sm:px-10">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(45%_140%_at_100%_0%,var(--accent-glow),transparent_70%)]"
        />
        <Sparkles aria-hidden="true" className="relative mb-4 size-8 text-accent-text" />
        <h1 className="relative text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      </div>
    </section>
  );
}
