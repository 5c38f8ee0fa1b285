import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const INDEX_ID = 'virtual:locale-files';
const LANGUAGE_ID = `${INDEX_ID}/`;
const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url));

/**
 * The site's texts as lazy chunks, found in two steps: `virtual:locale-files` maps each language folder
 * to a chunk of its own (`virtual:locale-files/<folder>`) that maps each namespace to its JSON chunk.
 * One flat map of every language's every file (some 800 hashed chunk names) would be part of every
 * first visit; this way a visitor downloads the map of one language, when its first texts load.
 */
export function localeFiles(): Plugin {
  const folders = () =>
    readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  return {
    name: 'locale-files',
    resolveId(id) {
      return id === INDEX_ID || id.startsWith(LANGUAGE_ID) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        const entries = folders().map(
          (folder) =>
            `  ${JSON.stringify(folder)}: () => import(${JSON.stringify(`${LANGUAGE_ID}${folder}`)}),`,
        );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${LANGUAGE_ID}`)) return undefined;
      const folder = id.slice(`\0${LANGUAGE_ID}`.length);
      if (!folders().includes(folder)) this.error(`no locale folder ${folder}`);
      const entries = readdirSync(`${localesDir}${folder}`)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => {
          const path = JSON.stringify(`${localesDir}${folder}/${file}`);
          return `  ${JSON.stringify(file.replace(/\.json$/, ''))}: () => import(${path}).then((module) => module.default),`;
        });
      return `export default {\n${entries.join('\n')}\n};\n`;
    },
  };
}
