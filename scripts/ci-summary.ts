import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

type Counts = { passed: number; failed: number; skipped: number };

/** Vitest's JSON report (Jest format) or Playwright's, reduced to the same three counts. */
function countsOf(report: Record<string, unknown>): Counts {
  if (typeof report.numPassedTests === 'number') {
    return {
      passed: report.numPassedTests,
      failed: Number(report.numFailedTests ?? 0),
      skipped: Number(report.numPendingTests ?? 0) + Number(report.numTodoTests ?? 0),
    };
  }
  const stats = report.stats as Record<string, number> | undefined;
  if (stats && typeof stats.expected === 'number') {
    return {
      passed: stats.expected + (stats.flaky ?? 0),
      failed: stats.unexpected ?? 0,
      skipped: stats.skipped ?? 0,
    };
  }
  throw new Error('unrecognised report format');
}

const directory = process.argv[2] ?? 'reports';
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const file of (await readdir(directory)).filter((name) => name.endsWith('.json')).sort()) {
  const counts = countsOf(JSON.parse(await readFile(join(directory, file), 'utf8')));
  console.log(`${file}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exitCode = total.failed > 0 || total.passed === 0 ? 1 : 0;
