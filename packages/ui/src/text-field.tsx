import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  label: string;
  /** The field's error in the visitor's language, shown below it and read out with it. */
  error?: string | undefined;
  isRequired?: boolean;
};

/** A labelled input with its error; passwords get a show/hide toggle. */
export function TextField({ label, error, isRequired = false, type, ...props }: TextFieldProps): ReactNode {
  const { t } = useTranslation('auth');
  const id = useId();
  const [isRevealed, setIsRevealed] = useState(false);
  const isPassword = type === 'password';
  const errorId = `${id}-error`;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {isRequired && (
          <span aria-hidden="true" className="me-1 text-danger">
            *
          </span>
        )}
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={isPassword && isRevealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          required={isRequired}
          className="min-h-11 w-full rounded-xl border border-line bg-surface-0 px-3.5 text-base text-ink outline-none placeholder:text-ink-muted focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 aria-invalid:border-danger read-only:opacity-70 sm:text-sm"
          {...props}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setIsRevealed(!isRevealed)}
            aria-label={t(isRevealed ? 'password.hide' : 'password.show')}
            aria-pressed={isRevealed}
            className="absolute inset-y-0 end-0 grid w-11 place-items-center text-ink-muted hover:text-ink"
          >
            {isRevealed ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}
