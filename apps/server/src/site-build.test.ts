import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSiteIfChanged, type SiteBuild, sourcesHash } from './site-build.ts';

let root: string;
let builds: number;
let site: SiteBuild;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-build-'));
  await mkdir(join(root, 'web/src'), { recursive: true });
  await writeFile(join(root, 'web/src/main.ts'), 'console.log(1)');
  await writeFile(join(root, 'lock.json'), '{}');
  builds = 0;
  site = {
    root,
    sources: ['web', 'lock.json'],
    dist: join(root, 'web/dist'),
    stamp: join(root, 'cache/stamp'),
    // What a build leaves: the site's page (the build writes its output under the sources' folder).
    build: async () => {
      builds += 1;
      await mkdir(join(root, 'web/dist'), { recursive: true });
      await writeFile(join(root, 'web/dist/index.html'), `<html>${builds}</html>`);
    },
  };
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the site is built at start only when its sources changed', () => {
  it('builds once, then starts without a build while nothing changed (its own output is no source)', async () => {
    expect(await buildSiteIfChanged(site)).toBe('built');
    expect(await buildSiteIfChanged(site)).toBe('unchanged');
    expect(builds).toBe(1);
  });

  it('builds again after a source is edited, added or removed, or the lockfile changes', async () => {
    await buildSiteIfChanged(site);
    const changes = [
      () => writeFile(join(root, 'web/src/main.ts'), 'console.log(2)'),
      () => writeFile(join(root, 'web/src/new.ts'), ''),
      () => rm(join(root, 'web/src/new.ts')),
      () => writeFile(join(root, 'lock.json'), '{"a":1}'),
    ];
    for (const change of changes) {
      await change();
      expect(await buildSiteIfChanged(site)).toBe('built');
    }
    expect(builds).toBe(5);
  });

  it('builds again when the built site is gone, and always when forced (npm run build)', async () => {
    await buildSiteIfChanged(site);
    await rm(site.dist, { recursive: true });
    expect(await buildSiteIfChanged(site)).toBe('built');
    expect(await buildSiteIfChanged(site, { force: true })).toBe('built');
    expect(builds).toBe(3);
  });

  it('builds again when another output of the build (the console) is gone', async () => {
    const consoleDist = join(root, 'console/dist');
    const both = {
      ...site,
      otherDists: [consoleDist],
      build: async () => {
        await site.build();
        await mkdir(consoleDist, { recursive: true });
        await writeFile(join(consoleDist, 'index.html'), '<html></html>');
      },
    };
    await buildSiteIfChanged(both);
    expect(await buildSiteIfChanged(both)).toBe('unchanged');
    await rm(consoleDist, { recursive: true });
    expect(await buildSiteIfChanged(both)).toBe('built');
    expect(builds).toBe(2);
  });

  it('leaves no stamp after a failed build, so the next start builds again', async () => {
    await buildSiteIfChanged(site);
    await writeFile(join(root, 'web/src/main.ts'), 'syntax error(');
    const failing = { ...site, build: () => Promise.reject(new Error('vite failed')) };
    await expect(buildSiteIfChanged(failing)).rejects.toThrow('vite failed');
    await expect(readFile(site.stamp, 'utf8')).rejects.toThrow();
    expect(await buildSiteIfChanged(site)).toBe('built');
  });

  it('hashes the same tree the same way, and a renamed file differently', async () => {
    const before = await sourcesHash(root, site.sources);
    expect(await sourcesHash(root, site.sources)).toBe(before);
    await rm(join(root, 'web/src/main.ts'));
    await writeFile(join(root, 'web/src/other.ts'), 'console.log(1)');
    expect(await sourcesHash(root, site.sources)).not.toBe(before);
  });
});
