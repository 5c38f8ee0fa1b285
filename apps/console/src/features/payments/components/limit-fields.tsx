import type { ReactNode } from 'react';
import { Field, fieldClass } from '../../../shared/ui/field.tsx';

type Limit = { label: string; value: string | null | undefined; placeholder?: string };

/**
 * A payment method's smallest and largest amount, the inputs `minAmount` and `maxAmount` of the
 * dialog's form, side by side in its grid.
 */
export function LimitFields({ min, max }: { min: Limit; max: Limit }): ReactNode {
  return (
    <>
      {(
        [
          ['minAmount', min],
          ['maxAmount', max],
        ] as const
      ).map(([name, limit]) => (
        <Field key={name} label={limit.label}>
          {(id) => (
            <input
              id={id}
              name={name}
              inputMode="decimal"
              defaultValue={limit.value ?? ''}
              placeholder={limit.placeholder}
              className={fieldClass}
            />
          )}
        </Field>
      ))}
    </>
  );
}
