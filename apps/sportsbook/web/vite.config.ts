import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  // The book serves the page at /book/:sessionId and its hashed files under /book/assets/ (web-routes.ts).
  base: '/book/',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Under a strict CSP (script-src 'self'), Vite's inline module-preload polyfill would be refused.
    modulePreload: { polyfill: false },
  },
});
