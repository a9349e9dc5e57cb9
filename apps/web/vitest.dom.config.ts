import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * The web's component tests (`*.test.tsx`): React under jsdom with Testing Library. The pure tests
 * (`*.test.ts`) stay in vitest.config.ts under node. Both fail on an unexpected console.error.
 */
export default defineProject({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The service worker's registration exists only in a build (vite-plugin-pwa): the tests get a stand-in.
      'virtual:pwa-register/react': fileURLToPath(new URL('./src/testing/pwa-register.ts', import.meta.url)),
    },
  },
  test: {
    name: 'web-components',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./src/testing/fail-on-console-error.ts', './src/testing/dom-setup.ts'],
  },
});
