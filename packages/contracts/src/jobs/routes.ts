import type { z } from 'zod';
import { defineRoute } from '../endpoint.ts';
import type { ZJobRuns } from './schemas.ts';

export const listJobRuns = defineRoute<z.output<typeof ZJobRuns>>({
  method: 'GET',
  path: '/ops/jobs',
  auth: 'operator',
});
