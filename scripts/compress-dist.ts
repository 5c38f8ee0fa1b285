import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes .br and .gz beside every text asset of a built site, once at build time, so the server sends
 * compressed files without compressing on each request.
 */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;
/** The page template: the server renders it per brand and compresses what it rendered, never this. */
const TEMPLATE = 'index.html';

async function* files(directory: string, isRoot: boolean): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* files(path, false);
    else if (COMPRESSIBLE.test(entry.name) && !(isRoot && entry.name === TEMPLATE)) yield path;
  }
}

const root = process.argv[2];
if (!root) throw new Error('usage: compress-dist.ts <built site directory>');
let count = 0;
for await (const path of files(root, true)) {
  if ((await stat(path)).size < MIN_BYTES) continue;
  const content = await readFile(path);
  await writeFile(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in ${root}`);
