import { buildVendorApp } from '/work/wt/9/apps/house-vendor/src/app.ts';
const app = buildVendorApp({ logLevel: 'warn', frameAncestors: [], livePace: { bettingMs: 4000, resultMs: 4000 } });
await app.listen({ port: 4891, host: '127.0.0.1' });
