import { listJobRuns } from '@platform/contracts/jobs/endpoints';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { RegisterOperatorEndpoint } from '../../platform/endpoint.ts';
import * as jobRuns from './job-runs.ts';

export function jobRunRoutes(registerOperatorEndpoint: RegisterOperatorEndpoint, db: Kysely<DB>): void {
  // The jobs work on every brand at once: the contract admits only staff over every brand.
  registerOperatorEndpoint(listJobRuns, () => jobRuns.listJobRuns(db));
}
