import { ChevronDown } from 'lucide-react';
import { Accordion as RadixAccordion } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

/** Sections that open in place (help articles, FAQs); Radix gives the heading buttons and their states. */
export const Accordion = RadixAccordion.Root;

export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof RadixAccordion.Item>): ReactNode {
  return (
    <RadixAccordion.Item
      className={cn(
        'overflow-hidden rounded-2xl border border-line bg-surface-1 transition-shadow data-[state=open]:shadow-card',
        className,
      )}
      {...props}
    />
  );
}

type AccordionTriggerProps = ComponentProps<typeof RadixAccordion.Trigger> & {
  /** The heading level the trigger sits in, to fit the page's outline. */
  level?: 2 | 3 | 4;
};

export function AccordionTrigger({
  className,
  children,
  level = 3,
  ...props
}: AccordionTriggerProps): ReactNode {
  const Heading = `h${level}` as const;
  return (
    <RadixAccordion.Header asChild>
      <Heading className="flex">
        <RadixAccordion.Trigger
          className={cn(
            'group flex min-h-14 flex-1 items-center justify-between gap-4 px-5 py-3 text-start text-base font-semibold transition-colors hover:bg-surface-2',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-ink-muted transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          />
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
}

export function AccordionContent({
  className,
  ...props
}: ComponentProps<typeof RadixAccordion.Content>): ReactNode {
  return <RadixAccordion.Content className={cn('px-5 pt-1 pb-5 text-ink-muted', className)} {...props} />;
}
