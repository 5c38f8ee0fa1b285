import { lazy, type ReactNode, Suspense } from 'react';

// The widget (a web component with its workers) loads only with a form that shows it, never with the home page.
const HumanCheckWidget = lazy(() =>
  import('./human-check-widget.tsx').then((module) => ({ default: module.HumanCheckWidget })),
);

type HumanCheckProps = {
  onChange: (payload: string | undefined) => void;
  /** Shown below the widget, e.g. when the form was sent before the check was done. */
  error?: string | undefined;
};

/** The proof-of-work check of the login and registration forms; a new `key` starts a new challenge. */
export function HumanCheck({ onChange, error }: HumanCheckProps): ReactNode {
  return (
    <div className="flex flex-col gap-1.5">
      <Suspense fallback={<div className="h-[62px] rounded-xl border border-line bg-surface-0" />}>
        <HumanCheckWidget onChange={onChange} />
      </Suspense>
      {error && (
        <p role="alert" className="text-sm text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}
