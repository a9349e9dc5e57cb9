/**
 * The signed-in frame's code (shell, data cache, password gate): the router loads it for the first signed-in
 * page, and the sign-in page asks for it once it is idle, so that over a satellite link its largest chunk
 * arrives while the person types their password rather than after the Sign In click (issue 24,
 * docs/decisions/081). Asked once: both callers share the one download.
 */
let frame:
  | Promise<
      [
        typeof import('@/app/shell/app-shell'),
        typeof import('@/app/providers/query-provider'),
        typeof import('@/app/password-gate'),
      ]
    >
  | undefined;

export function loadSignedInFrame() {
  frame ??= Promise.all([
    import('@/app/shell/app-shell'),
    import('@/app/providers/query-provider'),
    import('@/app/password-gate'),
  ]);
  // A failed download (the link dropped) is asked again by the next caller.
  frame.catch(() => {
    frame = undefined;
  });
  return frame;
}
