import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

type BidiProps = Omit<ComponentProps<'bdi'>, 'dir'>;

/**
 * A number, draw period or amount shown on its own: isolated and left to right (`unicode-bidi:
 * isolate`, which `<bdi>` carries), so that "20261128-0392" or "US$0.00" keeps its order in Arabic.
 */
export function LtrText({ className, ...props }: BidiProps): ReactNode {
  return <bdi dir="ltr" className={cn('tabular-nums', className)} {...props} />;
}

/** A name from content (a game's, a vendor's): isolated, in the direction of its own first letter. */
export function ContentName(props: BidiProps): ReactNode {
  return <bdi dir="auto" {...props} />;
}
