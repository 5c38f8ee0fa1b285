import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

export default defineConfig({
  // The platform serves the console under /console/ (platform/console-site.ts), beside the site.
  base: '/console/',
  // The router plugin must run before the React plugin so it can split route files first.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  server: {
    port: Number(process.env.CONSOLE_PORT ?? 8082),
    host: '127.0.0.1',
    strictPort: true,
    proxy: { '/ops': { target: apiTarget, changeOrigin: false } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
