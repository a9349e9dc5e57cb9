/**
 * The one sentence that tells a person a new version of Rigline is waiting: shown when a page's code fails to
 * load after a deploy (app/routes/route-error.tsx) and when the service worker holds a new version
 * (app/shell/new-version-prompt.tsx).
 */
export const NEW_VERSION_MESSAGE = 'A new version of Rigline is available. Reload the page to continue.';
