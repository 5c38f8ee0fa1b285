import { defineEndpoint } from '../endpoint.ts';
import * as routes from './routes.ts';
import { ZJobRuns } from './schemas.ts';

export const listJobRuns = defineEndpoint(routes.listJobRuns, {
  tag: 'operator',
  summary:
    'The scheduled jobs: last success, last failure, the run under way and the next (staff over all brands)',
  value: ZJobRuns,
  permission: 'jobs.read',
  platformWide: true,
});
