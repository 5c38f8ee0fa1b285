import type { RouteValue } from '@platform/contracts/endpoint';
import { listJobRuns } from '@platform/contracts/jobs/routes';
import { queryOptions } from '@tanstack/react-query';
import { callOps } from '../../../shared/api/ops-client.ts';

export type JobRunRow = RouteValue<typeof listJobRuns>['jobs'][number];

/** Read again every 10 s while the page is open: a run starts and ends within seconds. */
const REFRESH_MS = 10_000;

export function jobRunsQuery() {
  return queryOptions({
    queryKey: ['jobs', 'runs'] as const,
    queryFn: ({ signal }) => callOps(listJobRuns, { signal }),
    refetchInterval: REFRESH_MS,
  });
}
