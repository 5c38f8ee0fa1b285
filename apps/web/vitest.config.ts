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
  },
});
