import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

/**
 * Tabs on Radix: arrow keys move between tabs, the panel is labelled by its tab. The list scrolls
 * sideways on phones (never wider than its place, even when it hugs its tabs), and stands as a side
 * list when `orientation="vertical"`.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof RadixTabs.Root>): ReactNode {
  return (
    <RadixTabs.Root
      className={cn('flex flex-col gap-4 data-[orientation=vertical]:md:flex-row', className)}
      {...props}
    />
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>): ReactNode {
  return (
    <RadixTabs.List
      className={cn(
        'scroll-shadow-x flex max-w-full gap-1 overflow-x-auto rounded-2xl border border-line bg-surface-1 p-1 [scrollbar-width:none]',
        'data-[orientation=vertical]:md:w-64 data-[orientation=vertical]:md:shrink-0 data-[orientation=vertical]:md:flex-col data-[orientation=vertical]:md:self-start data-[orientation=vertical]:md:overflow-visible data-[orientation=vertical]:md:[background:var(--surface-1)]',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>): ReactNode {
  return (
    <RadixTabs.Trigger
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl px-4 text-sm font-semibold whitespace-nowrap text-ink-muted transition-colors hover:text-ink',
        'data-[state=active]:bg-accent data-[state=active]:text-accent-ink data-[state=active]:shadow-[0_6px_18px_-8px_var(--accent-glow)]',
        'data-[orientation=vertical]:md:justify-start data-[orientation=vertical]:md:text-start data-[orientation=vertical]:md:whitespace-normal',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>): ReactNode {
  return <RadixTabs.Content className={cn('min-w-0 flex-1 outline-none', className)} {...props} />;
}
