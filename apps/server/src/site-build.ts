import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** What the built site is made from: its sources, the contracts it imports, the locked dependencies. */
const SITE_SOURCES = [
  'apps/web',
  'apps/console',
  // The sportsbook's page and the book's rules it imports.
  'apps/sportsbook/web',
  'apps/sportsbook/src/rules',
  'packages',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/compress-dist.ts',
];
/** Never inputs of the build: its output, installed packages, tool caches. */
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);

export type SiteBuild = {
  root: string;
  sources: readonly string[];
  /** The built site; a build is due when its index.html is missing. */
  dist: string;
  /** Other outputs of the same build (the console), each due like `dist` when its index.html is missing. */
  otherDists?: readonly string[];
  /** Where the hash of the sources the present dist was built from is kept. */
  stamp: string;
  /** Builds the site; rejects when the build fails. */
  build: () => Promise<void>;
};

async function* filesUnder(path: string): AsyncGenerator<string> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return;
  if (info.isFile()) {
    yield path;
    return;
  }
  const entries = await readdir(path, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.') || entry.name.endsWith('.tsbuildinfo'))
      continue;
    yield* filesUnder(join(path, entry.name));
  }
}

/** One hash of every source file's path and content: any edit, addition or removal changes it. */
export async function sourcesHash(root: string, sources: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const source of sources) {
    for await (const file of filesUnder(join(root, source))) {
      hash
        .update(relative(root, file))
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * Builds the site unless the present one was built from the same sources. The stamp is removed
 * before a build and written only after it succeeded, so an interrupted or failed build is redone.
 */
export async function buildSiteIfChanged(site: SiteBuild, options: { force?: boolean } = {}) {
  const hash = await sourcesHash(site.root, site.sources);
  const stamped = await readFile(site.stamp, 'utf8').catch(() => undefined);
  const isBuilt = [site.dist, ...(site.otherDists ?? [])].every((dist) =>
    existsSync(join(dist, 'index.html')),
  );
  if (!options.force && stamped === hash && isBuilt) return 'unchanged';
  await rm(site.stamp, { force: true });
  await site.build();
  await mkdir(dirname(site.stamp), { recursive: true });
  await writeFile(site.stamp, hash);
  return 'built';
}

/** Runs a command in the repository's root, its output passed through; rejects when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/**
 * The repository's site: apps/web, apps/console and the sportsbook's page, each built by its own build
 * script (Vite, then the compressed copies).
 */
export const WEB_SITE: SiteBuild = {
  root: repoRoot,
  sources: SITE_SOURCES,
  dist: join(repoRoot, 'apps/web/dist'),
  otherDists: [join(repoRoot, 'apps/console/dist'), join(repoRoot, 'apps/sportsbook/web/dist')],
  // Beside the packages, where a fresh `npm ci` clears it: never served with the site, never committed.
  stamp: join(repoRoot, 'node_modules/.cache/platform-site/sources.sha256'),
  build: () => {
    // Through the npm that runs us, on the pinned Node; `npm` on PATH otherwise.
    const npm = process.env.npm_execpath;
    // The site, the operator console (the platform serves it under /console) and the sportsbook's page
    // (the book serves it).
    const args = [
      'run',
      'build',
      '-w',
      '@platform/web',
      '-w',
      '@platform/console',
      '-w',
      '@platform/sportsbook',
    ];
    return npm?.endsWith('.js') ? run(process.execPath, [npm, ...args]) : run('npm', args);
  },
};
