import type { listStaffActions } from '@platform/contracts/audit/routes';
import type { RouteValue } from '@platform/contracts/endpoint';
import { Button } from '@platform/ui/button.tsx';
import { cn } from '@platform/ui/cn.ts';
import { EmptyState } from '@platform/ui/empty-state.tsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, Download } from 'lucide-react';
import { type FormEvent, Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { meQuery } from '../../../shared/api/me-queries.ts';
import { useBrand } from '../../../shared/hooks/use-brand.ts';
import { useCan } from '../../../shared/hooks/use-can.ts';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { fromLocalInput, toLocalInput } from '../../../shared/lib/local-time-input.ts';
import { CursorPager } from '../../../shared/ui/cursor-pager.tsx';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { SkeletonRows } from '../../../shared/ui/skeleton-rows.tsx';
import { type AuditFilter, auditPageQuery, downloadAudit } from '../api/audit-queries.ts';
import { AuditChanges } from './audit-changes.tsx';

/**
 * The URL's state of the viewer: `log` is a brand code or `platform`; `cursor` is the id the previous
 * page ended at, in the order chosen (newest first by default).
 */
export type AuditSearch = {
  log?: string | undefined;
  staff?: string | undefined;
  action?: string | undefined;
  subject?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  order: 'desc' | 'asc';
  cursor?: string | undefined;
  size: number;
};

const PLATFORM_LOG = 'platform';

type Entry = RouteValue<typeof listStaffActions>['actions'][number];

const text = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Columns left to the details row on narrower screens, where the table would otherwise scroll. */
const WIDE_ONLY = ['reason', 'ip'];

const inputClass = 'h-10 rounded-xl border border-line bg-surface-1 px-3 text-ink';

/**
 * The audit log: who did what, when, from where, with the change it made, newest first, filtered and
 * paged by the server; the same filter exports as CSV. Platform-wide staff also read the platform's
 * own log (staff accounts and access), which belongs to no brand.
 */
export function AuditLog({
  search,
  onSearchChange,
}: {
  search: AuditSearch;
  onSearchChange: (patch: Partial<AuditSearch>) => void;
}): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  const me = useQuery(meQuery()).data;
  const headerBrand = useBrand();
  const canExport = useCan('audit.export');
  const [open, setOpen] = useState<string | null>(null);
  const [exportError, setExportError] = useState<unknown>(null);
  const logs = me?.allBrands
    ? [PLATFORM_LOG, ...(headerBrand ? [headerBrand] : [])]
    : (me?.merchantCodes ?? []);
  const log = search.log ?? (me?.allBrands ? (headerBrand ?? PLATFORM_LOG) : me?.merchantCodes[0]);
  const filter: AuditFilter = {
    brand: log === PLATFORM_LOG ? null : (log ?? null),
    staff: search.staff,
    action: search.action,
    subject: search.subject,
    from: search.from,
    to: search.to,
  };
  const { data, error } = useQuery({
    ...auditPageQuery(filter, { order: search.order, cursor: search.cursor, limit: search.size }),
    enabled: !!log,
  });

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSearchChange({
      log: text(form.get('log')),
      staff: text(form.get('staff')),
      action: text(form.get('action')),
      subject: text(form.get('subject')),
      from: fromLocalInput(form.get('from')),
      to: fromLocalInput(form.get('to')),
      cursor: undefined,
    });
  }

  async function exportCsv() {
    setExportError(null);
    await downloadAudit(filter).catch(setExportError);
  }

  const field = (name: keyof AuditSearch, label: string, props: Record<string, string> = {}) => (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <input
        name={name}
        defaultValue={name === 'from' || name === 'to' ? toLocalInput(search[name]) : (search[name] ?? '')}
        className={inputClass}
        {...props}
      />
    </label>
  );

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label={t('audit.filters')}>
        {me?.allBrands ? (
          <label className="flex flex-col gap-1 text-sm">
            {t('audit.log')}
            <input
              name="log"
              list="audit-logs"
              defaultValue={log ?? ''}
              placeholder={PLATFORM_LOG}
              className={`${inputClass} w-40`}
            />
            <datalist id="audit-logs">
              {logs.map((code) => (
                <option key={code} value={code} />
              ))}
            </datalist>
          </label>
        ) : (
          <label className="flex flex-col gap-1 text-sm">
            {t('audit.log')}
            <select name="log" defaultValue={log} className={inputClass}>
              {logs.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
        )}
        {field('staff', t('audit.staffId'), { inputMode: 'numeric', className: `${inputClass} w-28` })}
        {field('action', t('audit.action'), { placeholder: 'staff.roles', className: `${inputClass} w-40` })}
        {field('subject', t('audit.subject'), { placeholder: 'member:7', className: `${inputClass} w-40` })}
        {field('from', t('audit.from'), { type: 'datetime-local' })}
        {field('to', t('audit.to'), { type: 'datetime-local' })}
        <Button type="submit" className="min-h-10">
          {t('audit.apply')}
        </Button>
        {canExport ? (
          <Button variant="secondary" className="min-h-10" onClick={() => void exportCsv()}>
            <Download aria-hidden className="size-4" />
            {t('audit.export')}
          </Button>
        ) : null}
      </form>
      {log === PLATFORM_LOG ? <p className="text-sm text-ink-muted">{t('audit.platformHint')}</p> : null}
      <ErrorText error={exportError} />
      <div className="overflow-x-auto rounded-2xl border border-line">
        <table aria-label={t('section.audit')} className="w-full text-sm">
          <thead className="bg-surface-2 text-ink-muted">
            <tr>
              <th
                scope="col"
                aria-sort={search.order === 'asc' ? 'ascending' : 'descending'}
                className="whitespace-nowrap px-3 py-3 text-start font-semibold xl:px-4"
              >
                <button
                  type="button"
                  className="inline-flex items-center gap-1 hover:text-ink"
                  onClick={() =>
                    onSearchChange({ order: search.order === 'asc' ? 'desc' : 'asc', cursor: undefined })
                  }
                >
                  {t('audit.column.when')}
                  {search.order === 'asc' ? (
                    <ArrowUp aria-hidden className="size-3.5" />
                  ) : (
                    <ArrowDown aria-hidden className="size-3.5" />
                  )}
                </button>
              </th>
              {['staff', 'action', 'subject', 'reason', 'ip'].map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={cn(
                    'whitespace-nowrap px-3 py-3 text-start font-semibold xl:px-4',
                    WIDE_ONLY.includes(column) && 'hidden xl:table-cell',
                  )}
                >
                  {t(`audit.column.${column}`)}
                </th>
              ))}
              <th scope="col" className="px-3 py-3 text-end font-semibold xl:px-4">
                {t('audit.column.change')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data ? (
              data.actions.map((entry: Entry) => (
                <Fragment key={entry.id}>
                  <tr className="border-t border-line hover:bg-surface-1">
                    <td className="min-w-28 px-3 py-3 xl:whitespace-nowrap xl:px-4">
                      {format.dateTime(entry.createdAt)}
                    </td>
                    <td className="whitespace-nowrap px-3 py-3 xl:px-4">
                      {entry.operatorAccount}
                      <span className="ms-1 text-ink-subtle">#{entry.operatorId}</span>
                    </td>
                    <td className="break-all px-3 py-3 font-mono text-xs xl:whitespace-nowrap xl:px-4">
                      {entry.action}
                    </td>
                    <td className="break-all px-3 py-3 font-mono text-xs xl:whitespace-nowrap xl:px-4">
                      {entry.subject}
                    </td>
                    <td
                      className="hidden max-w-64 truncate px-4 py-3 xl:table-cell"
                      title={entry.reason ?? ''}
                    >
                      {entry.reason}
                    </td>
                    <td className="hidden whitespace-nowrap px-4 py-3 font-mono text-xs xl:table-cell">
                      {entry.ip}
                    </td>
                    <td className="px-3 py-3 text-end xl:px-4">
                      <Button
                        variant="ghost"
                        className="min-h-9 px-2"
                        aria-expanded={open === entry.id}
                        onClick={() => setOpen(open === entry.id ? null : entry.id)}
                      >
                        {open === entry.id ? (
                          <ChevronDown aria-hidden className="size-4" />
                        ) : (
                          <ChevronRight aria-hidden className="size-4" />
                        )}
                        <span className="sr-only xl:not-sr-only">{t('audit.details')}</span>
                      </Button>
                    </td>
                  </tr>
                  {open === entry.id ? (
                    <tr className="bg-surface-1">
                      <td colSpan={7} className="px-4 py-3">
                        <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm xl:hidden">
                          <dt className="text-ink-muted">{t('audit.column.reason')}</dt>
                          <dd className="break-words">{entry.reason ?? '—'}</dd>
                          <dt className="text-ink-muted">{t('audit.column.ip')}</dt>
                          <dd className="font-mono text-xs">{entry.ip ?? '—'}</dd>
                        </dl>
                        <AuditChanges detail={entry.detail} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))
            ) : error ? null : (
              <SkeletonRows columns={7} />
            )}
          </tbody>
        </table>
      </div>
      <ErrorText error={error} />
      {data && data.actions.length === 0 ? <EmptyState title={t('table.empty')} /> : null}
      <CursorPager
        cursor={search.cursor}
        next={data?.next}
        onCursor={(cursor) => onSearchChange({ cursor })}
        firstLabel={t('audit.firstPage')}
        nextLabel={t('audit.nextPage')}
      />
    </div>
  );
}
