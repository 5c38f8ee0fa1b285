import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeFiles } from './src/app/i18n/locale-files-plugin.ts';
import { offlineSupport } from './src/app/offline/build-plugin.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;
const apiPaths = ['/wps', '/lgw', '/ops', '/media', '/docs', '/healthz', '/readyz'];
// Under `npm run dev` the operator console has its own Vite (scripts/dev.ts); /console reaches it here,
// hot reload included, as the platform serves it under /console in production.
const consoleTarget = process.env.CONSOLE_PORT ? `http://127.0.0.1:${process.env.CONSOLE_PORT}` : undefined;

export default defineConfig({
  // The router plugin must run before the React plugin so it can split route files first.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    localeFiles(),
    offlineSupport(),
  ],
  server: {
    port: Number(process.env.PORT ?? 8080),
    strictPort: true,
    // The API sees the browser's own Host (no changeOrigin), as it does in production where it serves
    // the site itself: passkeys are bound to that host and signed for that origin, the brand is found
    // by it, and links the API builds (social login, password reset) point back to this dev server.
    proxy: {
      ...Object.fromEntries(apiPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
      ...(consoleTarget ? { '/console': { target: consoleTarget, ws: true } } : {}),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page needs, read by bench/bundle-size.ts.
    manifest: true,
    rolldownOptions: {
      output: {
        // Left to itself, rolldown gives every set of lazy chunks sharing a module its own file, so the
        // code every page loads anyway came in some 60 pieces, each gzipped alone and fetched on its own.
        // Two files hold it instead: the libraries, which change less often than our code and stay cached
        // across releases, and our code. Route and feature chunks still split as before.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
