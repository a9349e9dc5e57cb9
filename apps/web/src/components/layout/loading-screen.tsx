import { LoaderCircle } from 'lucide-react';

/** Full-page spinner while the session or a page's code is loading. */
export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-svh items-center justify-center gap-2 text-muted-foreground">
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      <span className="text-sm">Loading...</span>
    </div>
  );
}
