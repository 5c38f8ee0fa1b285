import fc from 'fast-check';

// Every property test's size: about 100 runs by default, more in `npm run test:deep`.
fc.configureGlobal({ numRuns: Number(process.env.PROPERTY_RUNS ?? 100) });
