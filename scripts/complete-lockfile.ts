import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './run-processes.ts';

/**
 * Adds the lock entries npm leaves out on this registry. When one platform binary of a package cannot
 * be fetched (the registry here lacks a few, e.g. @biomejs/cli-android-arm64), `npm install` drops all of
 * that package's other-platform optional binaries from package-lock.json, and `npm ci` then refuses the
 * lock as out of sync. Run this after `npm install` whenever `npm ci` reports "Missing: ... from lock file".
 */
type LockEntry = Record<string, unknown> & { optionalDependencies?: Record<string, string>; dev?: boolean };

const lockPath = join(repoRoot, 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };

const check = spawnSync('npm', ['ci', '--dry-run', '--no-audit', '--no-fund'], {
  cwd: repoRoot,
  encoding: 'utf8',
});
const missing = [...`${check.stdout}${check.stderr}`.matchAll(/Missing: (@?[^@\s]+)@/g)].map(
  (match) => match[1] ?? '',
);

for (const name of new Set(missing)) {
  const parent = Object.values(lock.packages).find((entry) => entry.optionalDependencies?.[name]);
  const version = parent?.optionalDependencies?.[name];
  if (!parent || !version) throw new Error(`no package lists ${name} as an optional dependency`);
  const entry: LockEntry = { version, ...(parent.dev ? { dev: true } : {}), optional: true };
  try {
    const manifest = JSON.parse(
      execFileSync(
        'npm',
        ['view', `${name}@${version}`, 'os', 'cpu', 'libc', 'dist.integrity', 'license', '--json'],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        },
      ),
    ) as Record<string, unknown>;
    Object.assign(entry, {
      integrity: manifest['dist.integrity'],
      license: manifest.license,
      cpu: manifest.cpu,
      os: manifest.os,
      ...(manifest.libc ? { libc: manifest.libc } : {}),
    });
  } catch {
    console.warn(`${name}@${version} is not on this registry; recorded without integrity`);
  }
  lock.packages[`node_modules/${name}`] = entry;
  console.log(`added ${name}@${version}`);
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
