import { runProcesses } from './run-processes.ts';

// The platform (site, API, docs) on PORT and the house game vendor beside it.
runProcesses([
  { name: 'platform', args: ['apps/server/src/main.ts'] },
  { name: 'house-vendor', args: ['apps/house-vendor/src/main.ts'] },
]);
