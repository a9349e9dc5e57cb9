import { Link, useRouteError } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { NEW_VERSION_MESSAGE } from '@/lib/new-version';

/** Shown when a page throws while rendering or its code fails to load (after a deploy, say). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  const isChunkError =
    error instanceof TypeError && /dynamically imported module|import/i.test(error.message);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-semibold text-2xl">Something went wrong</h1>
      <p className="max-w-sm text-muted-foreground">
        {isChunkError
          ? NEW_VERSION_MESSAGE
          : 'This page could not be shown. Try again, or go back to your home page.'}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <Button asChild>
          <Link to={paths.root()}>Return to Home</Link>
        </Button>
      </div>
    </main>
  );
}
