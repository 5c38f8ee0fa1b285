import { buildSiteIfChanged, WEB_SITE } from '../apps/server/src/site-build.ts';

// `npm run build`: always builds, and records the sources it built from, so `npm start` can skip
// its own build until they change. `--if-changed` skips the build when they have not.
const result = await buildSiteIfChanged(WEB_SITE, { force: !process.argv.includes('--if-changed') });
if (result === 'unchanged') console.log('The site is up to date with its sources: no build needed.');
