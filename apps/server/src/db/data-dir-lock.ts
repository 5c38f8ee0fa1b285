import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The embedded database is one process's: a second one opening its files would corrupt them. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `the embedded database in ${dataDir} is open in another process (pid ${pid}): stop it, or set DATA_DIR to another directory`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR's lock file (the process id, created exclusively) for this process, or fails naming
 * the live process that holds it; a lock left by a process that is gone is taken over. Answers the
 * release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(path, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number((await readFile(path, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder))
      throw new DataDirInUseError(dataDir, holder);
    await rm(path, { force: true });
  }
  throw new Error(`could not lock ${dataDir}: its lock file keeps reappearing`);
}
