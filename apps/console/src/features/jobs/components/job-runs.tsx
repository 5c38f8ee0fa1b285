import { EmptyState } from '@platform/ui/empty-state.tsx';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/use-format.ts';
import { ErrorText } from '../../../shared/ui/error-text.tsx';
import { type JobRunRow, jobRunsQuery } from '../api/jobs-queries.ts';

const cell = 'px-3 py-2 align-top';

/** Every scheduled job with its last runs and its next, as the workers recorded them. */
export function JobRuns(): ReactNode {
  const { t } = useTranslation();
  const { data, error } = useQuery(jobRunsQuery());
  return (
    <div className="flex flex-col gap-3">
      <ErrorText error={error} />
      <div className="overflow-x-auto rounded-2xl border border-line">
        <table aria-label={t('section.jobs')} className="w-full text-sm">
          <thead className="bg-surface-2 text-ink-muted">
            <tr>
              <th scope="col" className={`${cell} whitespace-nowrap text-start`}>
                {t('jobs.job')}
              </th>
              <th scope="col" className={`${cell} whitespace-nowrap text-start`}>
                {t('jobs.lastSuccess')}
              </th>
              <th scope="col" className={`${cell} whitespace-nowrap text-start`}>
                {t('jobs.lastFailure')}
              </th>
              <th scope="col" className={`${cell} whitespace-nowrap text-start`}>
                {t('jobs.nextRun')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.jobs.map((job) => (
              <JobRow key={job.name} job={job} />
            ))}
          </tbody>
        </table>
      </div>
      {data && data.jobs.length === 0 ? <EmptyState title={t('jobs.none')} /> : null}
    </div>
  );
}

function JobRow({ job }: { job: JobRunRow }): ReactNode {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  return (
    <tr className="border-t border-line">
      <td className={cell}>
        <span className="flex flex-col">
          <span className="whitespace-nowrap font-semibold">{t(`jobs.name.${job.name}`)}</span>
          <span className="whitespace-nowrap text-xs text-ink-muted">
            {job.everySeconds < 60
              ? t('jobs.everySeconds', { seconds: job.everySeconds })
              : t('jobs.everyMinutes', { minutes: job.everySeconds / 60 })}
          </span>
        </span>
      </td>
      <td className={cell}>
        {job.lastSuccessAt ? (
          <span className="flex flex-col">
            <span className="whitespace-nowrap">{dateTime(job.lastSuccessAt)}</span>
            {job.lastDurationMs !== null && job.failures === 0 ? (
              <span className="whitespace-nowrap text-xs text-ink-muted">
                {t('jobs.took', { ms: job.lastDurationMs })}
              </span>
            ) : null}
          </span>
        ) : (
          <span className="text-ink-muted">{t('jobs.never')}</span>
        )}
      </td>
      <td className={cell}>
        {job.lastFailureAt ? (
          <span className="flex min-w-48 max-w-md flex-col">
            <span className="whitespace-nowrap">{dateTime(job.lastFailureAt)}</span>
            <span className="break-words text-xs text-danger-text">{job.lastFailure}</span>
            {job.failures > 0 ? (
              <span className="text-xs font-semibold text-danger-text">
                {t('jobs.failingSince', { count: job.failures })}
              </span>
            ) : null}
          </span>
        ) : (
          <span className="text-ink-muted">{t('jobs.noFailure')}</span>
        )}
      </td>
      <td className={cell}>
        {job.runningSince ? (
          <span className="flex flex-col">
            <span className="font-semibold text-accent-text">{t('jobs.running')}</span>
            <span className="whitespace-nowrap text-xs text-ink-muted">
              {t('jobs.since', { time: dateTime(job.runningSince) })}
            </span>
          </span>
        ) : (
          <span className="whitespace-nowrap">{dateTime(job.nextRunAt)}</span>
        )}
      </td>
    </tr>
  );
}
