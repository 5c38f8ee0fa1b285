import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changesOf, hasBeforeAfter, valueText } from '../lib/changes.ts';

/**
 * What one audit entry changed: the fields whose value differs between before and after, old value
 * struck through beside the new one; any other detail the entry records as it is.
 */
export function AuditChanges({ detail }: { detail: Record<string, unknown> }): ReactNode {
  const { t } = useTranslation();
  const { before, after, ...rest } = detail;
  const changes = hasBeforeAfter(detail) ? changesOf(before, after) : [];
  const other = Object.keys(rest).length > 0 ? JSON.stringify(rest, null, 2) : null;
  return (
    <div className="flex flex-col gap-3 text-sm">
      {changes.length > 0 ? (
        <table aria-label={t('audit.changes')} className="w-full max-w-3xl table-fixed">
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className="w-1/4 px-2 py-1 text-start font-semibold">
                {t('audit.field')}
              </th>
              <th scope="col" className="px-2 py-1 text-start font-semibold">
                {t('audit.before')}
              </th>
              <th scope="col" className="px-2 py-1 text-start font-semibold">
                {t('audit.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.path} className="border-t border-line align-top">
                <td className="break-words px-2 py-1 font-mono text-xs">{change.path}</td>
                <td className="break-words px-2 py-1">
                  <del className="rounded bg-danger/15 px-1 text-danger-text">{valueText(change.before)}</del>
                </td>
                <td className="break-words px-2 py-1">
                  <ins className="rounded bg-success/15 px-1 text-success-text no-underline">
                    {valueText(change.after)}
                  </ins>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : hasBeforeAfter(detail) ? (
        <p className="text-ink-muted">{t('audit.noChange')}</p>
      ) : null}
      {other ? (
        <pre className="max-w-3xl overflow-x-auto rounded-xl bg-surface-2 p-3 text-xs whitespace-pre-wrap">
          {other}
        </pre>
      ) : null}
    </div>
  );
}
