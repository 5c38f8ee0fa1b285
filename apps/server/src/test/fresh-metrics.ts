import { metricsRegistry } from '../platform/metrics.ts';

// The server's test files share their worker's modules (isolate: false in vitest.config.ts), and the
// metrics registry is one per process, as Prometheus scrapes it: each file starts it from zero, as the
// process of its own that each file used to have did.
metricsRegistry.resetMetrics();
