import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;
const apiPaths = ['/wps', '/lgw', '/ops', '/media', '/docs', '/healthz', '/readyz'];

export default defineConfig({
  // The router plugin must run before the React plugin so it can split route files first.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  server: {
    port: Number(process.env.PORT ?? 8080),
    strictPort: true,
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
