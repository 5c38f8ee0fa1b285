import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import {
  type FieldProblem,
  type FormSchema,
  issueField,
  issueProblem,
  refusedField,
  schemaProblems,
} from '../lib/field-errors.ts';

/** Each field's error in the visitor's language. */
type FieldErrors<F extends string> = Partial<Record<F, string>>;

type FieldErrorsForm<F extends string> = {
  /** Goes on the `<form>`: the first invalid field inside it is focused. */
  formRef: RefObject<HTMLFormElement | null>;
  errors: FieldErrors<F>;
  /** Shows these errors (replacing the last) and focuses the first invalid field; answers whether there were none. */
  show: (found: FieldErrors<F>) => boolean;
  /**
   * Checks the values with the contract schema the server checks them with, plus the form's own
   * errors (rules no schema carries); shows them as `show` does and answers whether all passed.
   */
  check: (schema: FormSchema, values: unknown, extra?: FieldErrors<F>) => boolean;
  /**
   * A failed call: the issues naming a field of this form, and a refusal that belongs to one field
   * (the server's own issue names it, or `refusalField` does; with the server's message), go onto
   * their fields.
   */
  showFailure: (error: Error, refusalField?: (code: string) => F | undefined) => void;
  /** The error to show above the button: none when every part of it is shown on a field. */
  summary: (error: Error | null) => Error | null;
  /** Forgets the errors, e.g. when the form is reset. */
  clear: () => void;
};

/**
 * One way for every form to say which field is wrong: checked before sending with the server's own
 * schema, the server's field issues placed on their fields, each invalid field marked (`aria-invalid`,
 * its message tied by `aria-describedby`, which `TextField` does) and the first of them focused.
 */
export function useFieldErrors<F extends string>(fields: readonly F[]): FieldErrorsForm<F> {
  const { t } = useTranslation('common');
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const placed = useRef<Error | null>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const isField = (name: string | undefined): name is F =>
    name !== undefined && (fields as readonly string[]).includes(name);
  const text = (problem: FieldProblem) => t(problem.key, problem.values);
  const isEmpty = (name: string) => {
    const element = formRef.current?.elements.namedItem(name);
    return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? element.value.trim() === ''
      : false;
  };

  const show = (found: FieldErrors<F>) => {
    setErrors(found);
    const isClean = Object.values(found).every((message) => message === undefined);
    if (!isClean) setFocusRequest((count) => count + 1);
    return isClean;
  };

  const check = (schema: FormSchema, values: unknown, extra: FieldErrors<F> = {}) => {
    const found: FieldErrors<F> = {};
    for (const [field, problem] of Object.entries(schemaProblems(schema, values))) {
      if (isField(field)) found[field] = text(problem);
    }
    return show({ ...found, ...extra });
  };

  const showFailure = (error: Error, refusalField?: (code: string) => F | undefined) => {
    if (!isApiError(error)) return;
    const found: FieldErrors<F> = {};
    let isAllPlaced = true;
    const named = refusalField?.(error.code) ?? refusedField(error.code, error.issues);
    const refused = isField(named) ? named : undefined;
    if (refused) found[refused] = error.message;
    for (const issue of error.issues) {
      const field = issueField(issue);
      if (!isField(field)) {
        isAllPlaced = false;
        continue;
      }
      if (found[field] !== undefined) continue;
      found[field] = isEmpty(field) ? t('form.required') : text(issueProblem(issue));
    }
    if (!refused && error.issues.length === 0) isAllPlaced = false;
    placed.current = isAllPlaced ? error : null;
    show(found);
  };

  return {
    formRef,
    errors,
    show,
    check,
    showFailure,
    summary: (error) => (error !== null && error === placed.current ? null : error),
    clear: () => setErrors({}),
  };
}
