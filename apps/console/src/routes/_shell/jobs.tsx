import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { JobRuns } from '../../features/jobs/components/job-runs.tsx';

export const Route = createFileRoute('/_shell/jobs')({ component: JobsPage });

function JobsPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('section.jobs')}</h1>
      <p className="text-ink-muted">{t('jobs.intro')}</p>
      <JobRuns />
    </div>
  );
}
