import type { FieldIssue } from '@platform/contracts/envelope';

/** What is wrong with a field, as a text key of the `common` namespace (`form.*`) and its values. */
export type FieldProblem = {
  key:
    | 'form.required'
    | 'form.tooShort'
    | 'form.tooLong'
    | 'form.tooSmall'
    | 'form.tooLarge'
    | 'form.invalid'
    | 'form.past';
  values?: { min?: number; max?: number };
};

/** The part of a zod issue read here: the site never imports zod itself, the contracts' schemas bring it. */
type SchemaIssue = {
  code: string;
  path: readonly PropertyKey[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
};

/** A contract schema, as far as checking a form with it goes. */
export type FormSchema = {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
};

function problemOf(issue: SchemaIssue): FieldProblem {
  const isText = issue.origin === 'string' || issue.origin === 'array';
  const min = Number(issue.minimum);
  const max = Number(issue.maximum);
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === '')) {
    return { key: 'form.required' };
  }
  if (issue.code === 'too_small') {
    if (isText && min <= 1) return { key: 'form.required' };
    return { key: isText ? 'form.tooShort' : 'form.tooSmall', values: { min } };
  }
  if (issue.code === 'too_big') return { key: isText ? 'form.tooLong' : 'form.tooLarge', values: { max } };
  return { key: 'form.invalid' };
}

/**
 * Checks a form's values with the contract schema the server checks the body with; answers the
 * first problem of each field (its dotted path, as the server names it without `body.`).
 */
export function schemaProblems(schema: FormSchema, values: unknown): Record<string, FieldProblem> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const problems: Record<string, FieldProblem> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field !== '' && !(field in problems)) problems[field] = problemOf(issue);
  }
  return problems;
}

/** The form field a server issue names: `body.contact` is `contact`; a query or header is no field. */
export function issueField(issue: FieldIssue): string | undefined {
  const match = /^body\.(.+)$/.exec(issue.path);
  return match?.[1];
}

/** The answers whose message speaks of the whole form, however many fields their issues name. */
const FORM_WIDE_CODES: ReadonlySet<string> = new Set(['request.invalid', 'register.invalid']);

/**
 * The field a refusal's own message belongs to: a specific refusal (a wrong code, an amount off the
 * rules) that names one field says what is wrong with that field, in words better than a generic
 * "not valid".
 */
export function refusedField(code: string, issues: readonly FieldIssue[]): string | undefined {
  const [only] = issues;
  if (FORM_WIDE_CODES.has(code) || issues.length !== 1 || only === undefined) return undefined;
  return issueField(only);
}

/** The problem a server issue reports, by its code (zod's, or the registration rules' own). */
export function issueProblem(issue: FieldIssue): FieldProblem {
  if (issue.code === 'required' || issue.code === 'invalid_type') return { key: 'form.required' };
  if (issue.code === 'past') return { key: 'form.past' };
  return { key: 'form.invalid' };
}
