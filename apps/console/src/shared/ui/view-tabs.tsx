import { cn } from '@platform/ui/cn.ts';
import type { ReactNode } from 'react';

/** A screen's views as tabs kept in the URL: the route owns the chosen one, this only draws and switches. */
export function ViewTabs<TView extends string>({
  label,
  views,
  current,
  labelOf,
  onChange,
}: {
  label: string;
  views: readonly TView[];
  current: TView;
  labelOf: (view: TView) => string;
  onChange: (view: TView) => void;
}): ReactNode {
  return (
    <div role="tablist" aria-label={label} className="flex w-fit flex-wrap gap-1 rounded-xl bg-surface-2 p-1">
      {views.map((view) => (
        <button
          key={view}
          type="button"
          role="tab"
          aria-selected={current === view}
          onClick={() => onChange(view)}
          className={cn(
            'min-h-9 rounded-lg px-4 text-sm font-semibold',
            current === view ? 'bg-surface-0 text-ink shadow-card' : 'text-ink-muted hover:text-ink',
          )}
        >
          {labelOf(view)}
        </button>
      ))}
    </div>
  );
}
