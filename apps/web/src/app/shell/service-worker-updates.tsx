import { useRegisterSW } from 'virtual:pwa-register/react';
import { NewVersionPrompt } from '@/app/shell/new-version-prompt';

/** How often an open app asks the server whether a new version was deployed (a few hundred bytes). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** One timer per page, however often the person signs out and in again. */
let updateCheck: ReturnType<typeof setInterval> | undefined;

/**
 * Registers the service worker (vite-plugin-pwa, docs/decisions/069) and offers a new version when one waits.
 * Loaded by the signed-in shell once its first page is painted and its data is in (app-shell.tsx), so that the
 * precache download never competes with the first screen over a thin link.
 */
export function ServiceWorkerUpdates() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (!registration || updateCheck !== undefined) return;
      // A session left open on the rig for days still learns of a new version.
      updateCheck = setInterval(() => {
        if (navigator.onLine && registration.installing === null) void registration.update();
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });
  return needRefresh ? <NewVersionPrompt onReload={() => updateServiceWorker(true)} /> : null;
}
