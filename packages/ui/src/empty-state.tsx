import type { LucideIcon } from 'lucide-react';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

type EmptyStateProps = {
  title: string;
  /** What the visitor can do about it. */
  description?: string;
  icon?: LucideIcon;
  /** A way forward: a link or a button. */
  action?: ReactNode;
  className?: string;
};

/** Nothing to show yet, said plainly, with what to do next. */
export function EmptyState({
  title,
  description,
  icon: Icon = Inbox,
  action,
  className,
}: EmptyStateProps): ReactNode {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-3xl border border-dashed border-line px-6 py-10 text-center',
        className,
      )}
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-surface-2 text-ink-subtle">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="text-lg font-semibold">{title}</p>
      {description && <p className="max-w-md text-sm text-ink-muted">{description}</p>}
      {action}
    </div>
  );
}
