import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { HTML_LANG, SITE_LANGUAGES, type SiteLanguage, textDirection } from '../../shared/lib/languages.ts';
import { OFFLINE_HTML, type OfflineTexts, offlineScript } from './offline-page.ts';
import { serviceWorker } from './service-worker.ts';

const CACHE_PREFIX = 'site-';

function offlineTexts(language: SiteLanguage): OfflineTexts {
  const file = new URL(`../../locales/${language.toLowerCase()}/layout.json`, import.meta.url);
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const text = (key: keyof OfflineTexts) => {
    const value = texts[`offline.${key}`];
    if (value === undefined) throw new Error(`${language} has no layout text offline.${key}`);
    return value;
  };
  return { title: text('title'), body: text('body'), retry: text('retry') };
}

/** A function's source called with its settings: a script of its own, for a file outside the bundle. */
function scriptOf<T>(run: (settings: T) => void, settings: T): string {
  return `(${run.toString()})(${JSON.stringify(settings)});\n`;
}

/**
 * Makes a production build installable and usable offline: writes the service worker (/sw.js) and
 * the offline page (/offline.html with /offline.js, its texts from every language's locale files).
 * The worker's cache is named after the build, so a new build replaces the old cache whole.
 */
export function offlineSupport(): Plugin {
  return {
    name: 'offline-support',
    apply: 'build',
    // After the HTML plugin has written index.html, whose bundles the worker keeps.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const offlineJs = scriptOf(offlineScript, {
        texts: Object.fromEntries(SITE_LANGUAGES.map((language) => [language, offlineTexts(language)])),
        codeOfTag: Object.fromEntries(SITE_LANGUAGES.map((language) => [HTML_LANG[language], language])),
        rtl: SITE_LANGUAGES.filter((language) => textDirection(language) === 'rtl'),
      });
      const buildId = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .update(offlineJs)
        .digest('hex')
        .slice(0, 16);
      // The bundles the page itself loads, so a return visit starts from the cache.
      const page = bundle['index.html'];
      const html = page?.type === 'asset' ? String(page.source) : '';
      const shell = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].flatMap(([, path]) => path ?? []);
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: OFFLINE_HTML });
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: offlineJs });
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: scriptOf(serviceWorker, {
          cacheName: `${CACHE_PREFIX}${buildId}`,
          cachePrefix: CACHE_PREFIX,
          precache: ['/offline.html', '/offline.js', '/favicon.svg', ...shell],
        }),
      });
    },
  };
}
