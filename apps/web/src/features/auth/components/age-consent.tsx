import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';

/** The age and terms declaration, with the user agreement at /help (spec sections 2 and 5), in a new tab. */
export function AgeConsent({
  minimumAge,
  error,
}: {
  minimumAge: number;
  error: string | undefined;
}): ReactNode {
  const { t } = useTranslation('auth');
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3 text-sm">
        <input
          id={id}
          name="age"
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-(--accent)"
        />
        <label htmlFor={id} className="text-ink-muted">
          <Trans
            t={t}
            i18nKey="age.label"
            values={{ age: minimumAge }}
            components={{
              // A new tab: the half-filled form (a page, or the registration window) stays as it is.
              terms: (
                <Link
                  to="/help"
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-accent-text hover:underline"
                />
              ),
            }}
          />
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}
