import type { useRegisterSW as UseRegisterSW } from 'virtual:pwa-register/react';

/**
 * Stands in for vite-plugin-pwa's `virtual:pwa-register/react` in the component tests (vitest.dom.config.ts
 * aliases it here): jsdom has no service workers. A test mocks it to say whether a new version waits.
 */
export const useRegisterSW: typeof UseRegisterSW = () => ({
  needRefresh: [false, () => {}],
  offlineReady: [false, () => {}],
  updateServiceWorker: async () => {},
});
