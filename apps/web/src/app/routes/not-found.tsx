import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Any path outside the route table (§2). The path is logged so that broken links can be found. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  useEffect(() => {
    console.warn(`404: no route matches ${pathname}`);
  }, [pathname]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 bg-muted/40 px-4 text-center">
      <p className="font-bold text-6xl text-muted-foreground">404</p>
      <h1 className="font-semibold text-2xl">Oops! Page not found</h1>
      <p className="max-w-sm text-muted-foreground">
        The page you were looking for does not exist or has moved.
      </p>
      <Button asChild>
        <Link to={paths.root()}>Return to Home</Link>
      </Button>
    </main>
  );
}
