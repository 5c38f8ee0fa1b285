import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonVariants } from './button.tsx';
import { cn } from './cn.ts';

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none data-highlighted:bg-surface-2';

export type ActionMenuItem = { id: string; label: string; onSelect: () => void };

/**
 * One button that opens a short list of actions: a table row's actions in the width of one button.
 * The list opens in a portal, so a scrolling table never clips it.
 */
export function ActionMenu({ label, items }: { label: string; items: readonly ActionMenuItem[] }): ReactNode {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={cn(buttonVariants({ variant: 'secondary' }), 'min-h-9 px-3')}>
        {label}
        <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-2xl border border-line bg-surface-1 p-1.5 text-ink shadow-card"
        >
          {items.map((item) => (
            <DropdownMenu.Item key={item.id} className={itemClass} onSelect={item.onSelect}>
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
