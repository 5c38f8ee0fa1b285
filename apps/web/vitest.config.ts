import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { localeFiles } from './src/app/i18n/locale-files-plugin.ts';

export default defineProject({
  plugins: [react(), localeFiles()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // The files of a worker share their modules, as the server's do: importing React, the router and
    // i18next afresh for each of 70 files was most of this project's time (46 s against 15 s). What a
    // file leaves in shared state (the language, a store made afresh) is put back (test-setup.ts).
    isolate: false,
  },
});
