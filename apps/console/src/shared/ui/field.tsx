import { type ReactNode, useId } from 'react';

/** The console's form controls' look. */
export const fieldClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';

/**
 * A labelled control: `children` gets the id its control must carry, so the label names it. In a grid
 * row the control sits at the bottom of its cell, so a label that wraps to two lines does not push its
 * control below its neighbours'.
 */
export function Field({
  label,
  children,
}: {
  label: string;
  children: (id: string) => ReactNode;
}): ReactNode {
  const id = useId();
  return (
    <div className="flex flex-col justify-end gap-1.5 text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
