import { TextField } from '@platform/ui/text-field.tsx';
import type { ReactNode } from 'react';

/** The payment password that confirms a movement of money or points; never offered by autofill. */
export function PaymentPasswordField({
  label,
  error,
  defaultValue,
}: {
  label: string;
  error: string | undefined;
  defaultValue?: string | undefined;
}): ReactNode {
  return (
    <TextField
      name="paymentPassword"
      type="password"
      label={label}
      autoComplete="off"
      maxLength={20}
      isRequired
      defaultValue={defaultValue}
      error={error}
    />
  );
}
