import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A problem a contract's schema found in a form, as zod reports it. */
export type FormIssue = { path: readonly PropertyKey[]; message: string };

/** Our own issue codes (`brand.host.invalid`) have texts; zod's own messages get a generic one. */
const OWN_CODE = /^[a-z]+(\.[a-z]+)+$/;

/**
 * What the contract's schema refused in a form, before anything is sent: the same schema the server
 * checks with, so the form and the server never disagree. Each line names the field.
 */
export function FormIssues({ issues }: { issues: readonly FormIssue[] }): ReactNode {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <ul role="alert" className="flex flex-col gap-1 text-sm text-danger">
      {issues.map((issue) => {
        const field = issue.path.map(String).join('.');
        const text = OWN_CODE.test(issue.message) ? t(`issue.${issue.message}`) : t('issue.invalid');
        return <li key={`${field}:${issue.message}`}>{field ? `${field}: ${text}` : text}</li>;
      })}
    </ul>
  );
}
