import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';

/**
 * The pages' scripts and stylesheets, written into each page rather than linked from it. A phone on a
 * slow network (bench/game-load.ts: 150 ms round trips) paid a round trip for them after the page
 * itself, and another on every later launch, since they had to be revalidated (a deploy changes them);
 * inlined, the page is one response and its 15–20 KB compressed cost less than that round trip.
 * They are read, bundled and hashed once when the vendor starts; the hashes let the content security
 * policy run these scripts and styles and nothing else inline.
 */

const PUBLIC_DIR = new URL('./public/', import.meta.url);
const source = (file: string) => readFileSync(new URL(file, PUBLIC_DIR), 'utf8');

/** The member's theme on the site; null: the page follows the device's colour scheme. */
export type Theme = 'light' | 'dark' | null;
const THEMES: Theme[] = [null, 'light', 'dark'];

/** A module's own import lines: `import { a, b as c } from './name.js';`. */
const IMPORT = /^import \{([^}]*)\} from '\.\/(\w+)\.js';$/gm;
/** A module's exported declarations (its types are stripped already). */
const EXPORT = /^export ((?:async )?function\*? |const |let |class )([\w$]+)/gm;

/** A module's `import { … }` lines as bindings of the bundle's objects for the modules they name. */
function linked(text: string): string {
  return text.replace(IMPORT, (_line, names: string, from: string) => {
    const bindings = names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => name.replace(/^(\w+|\$) as (\w+|\$)$/, '$1: $2'));
    return `const { ${bindings.join(', ')} } = __${from};`;
  });
}

/**
 * A page's script and every module it imports, as one module script: each imported module's text runs
 * once in its own function scope, which hands back its exports; the page's own runs at the top level
 * (it may wait there, as a module may). Only our public/ modules import, each other and nothing else.
 */
function bundle(entry: string): string {
  const texts = new Map<string, string>();
  const order: string[] = [];
  const visit = (name: string) => {
    if (texts.has(name)) return;
    const text = stripTypeScriptTypes(source(`${name}.ts`));
    texts.set(name, text);
    for (const [, , imported] of text.matchAll(IMPORT)) if (imported) visit(imported);
    order.push(name);
  };
  visit(entry);
  const modules = order.slice(0, -1).map((name) => {
    const text = texts.get(name) ?? '';
    const exported = [...text.matchAll(EXPORT)].map(([, , exportName]) => exportName);
    const body = linked(text).replace(EXPORT, '$1$2');
    return `const __${name} = (() => {\n${body}\nreturn { ${exported.join(', ')} };\n})();`;
  });
  const script = [...modules, linked(texts.get(entry) ?? '')].join('\n');
  if (/<\/script/i.test(script)) throw new Error(`public/${entry}.ts would end its page's script early`);
  return script;
}

/** The stylesheets each page uses, in cascade order: the sound switch is one part every game shares. */
const STYLE_PARTS = {
  game: ['game', 'sound'],
  fishing: ['game', 'sound', 'fishing'],
  live: ['live'],
  rooms: ['rooms', 'sound'],
} as const;
export type PageStyle = keyof typeof STYLE_PARTS;

const LIGHT_SCHEME = '@media (prefers-color-scheme: light)';

/**
 * A stylesheet in a theme: written for the device's scheme (dark, and light under the media query),
 * it keeps its light rules for the light theme and drops them for the dark one.
 */
function themed(css: string, theme: Theme): string {
  if (theme === null) return css;
  return css.replaceAll(LIGHT_SCHEME, theme === 'light' ? '@media all' : '@media not all');
}

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const PAGE_SCRIPTS = ['client', 'fishing', 'live', 'rooms'] as const;
type PageScript = (typeof PAGE_SCRIPTS)[number];
const SCRIPTS = new Map(PAGE_SCRIPTS.map((name) => [name, bundle(name)]));

const STYLES = new Map(
  Object.entries(STYLE_PARTS).flatMap(([name, parts]) => {
    const css = parts.map((part) => source(`${part}.css`)).join('\n');
    return THEMES.map((theme): [string, string] => [`${name}:${theme}`, themed(css, theme)]);
  }),
);

/** What the content security policy allows inline on a page: these scripts and styles, by their hashes. */
export const INLINE_HASHES = {
  scripts: [...SCRIPTS.values()].map(cspHash),
  styles: [...STYLES.values()].map(cspHash),
};

/** A page's script, with the modules it imports, to write at the end of its body. */
export function pageScript(name: PageScript): string {
  return `<script type="module">${SCRIPTS.get(name)}</script>`;
}

/** A page's stylesheet in the member's theme, to write in its head. */
export function pageStyle(name: PageStyle, theme: Theme): string {
  return `<style>${STYLES.get(`${name}:${theme}`)}</style>`;
}
