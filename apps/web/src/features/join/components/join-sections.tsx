import type { ContentSection } from '@platform/contracts/content/pages';
import { cn } from '@platform/ui/cn.ts';
import { PlainText } from '@platform/ui/plain-text.tsx';
import { BadgePercent, Headset, type LucideIcon, Rocket, TrendingUp, Users, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';

/** Icons taken in turn, so each section is recognisable at a glance whatever its language. */
const ICONS: LucideIcon[] = [TrendingUp, Wallet, Users, BadgePercent, Headset, Rocket];

/** Rows that come out full: threes when the count allows, else pairs. */
function gridColumns(count: number): string {
  if (count % 3 === 0 || count % 2 === 1) return 'md:grid-cols-2 lg:grid-cols-3';
  return 'md:grid-cols-2';
}

export function JoinSections({ sections }: { sections: ContentSection[] }): ReactNode {
  return (
    <div className={cn('grid gap-4', gridColumns(sections.length))}>
      {sections.map((section, index) => {
        const Icon = ICONS[index % ICONS.length] ?? TrendingUp;
        return (
          <section
            key={section.id}
            aria-labelledby={`join-${section.id}`}
            className="flex flex-col gap-3 rounded-3xl border border-line bg-surface-1 p-6 shadow-card"
          >
            <div className="flex items-center gap-3">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-surface-2 text-accent-text">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h2 id={`join-${section.id}`} className="text-lg font-bold">
                {section.title}
              </h2>
            </div>
            <PlainText text={section.body} className="text-ink-muted" />
          </section>
        );
      })}
    </div>
  );
}
