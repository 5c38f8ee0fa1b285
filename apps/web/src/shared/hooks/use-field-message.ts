import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '../lib/field-rules.ts';

/** A field rule's problem in the visitor's language; a text already translated passes as it is. */
export function useFieldMessage(): (message: FieldMessage | string | null | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  return (message) =>
    message === null || message === undefined || typeof message === 'string'
      ? (message ?? undefined)
      : t(message.key as 'field.required', message.values);
}
