import { SCAN_PATHS } from '@rigline/contract/scan-paths';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, ROUTES_BY_ROLE } from '@/app/paths';
import { routes } from '@/app/router';

function registeredPaths(objects: readonly RouteObject[]): string[] {
  return objects.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...registeredPaths(route.children ?? []),
  ]);
}

describe('router', () => {
  it('registers every route of the route table once, and a catch-all for the 404 page', () => {
    const tablePatterns = [
      paths.root,
      paths.login,
      ...Object.values(ROUTES_BY_ROLE).flatMap(Object.values),
    ].map((route) => route.pattern);
    // Issue 25: a label's role-neutral addresses, which send any role on to its own page.
    tablePatterns.push(...Object.values(SCAN_PATHS));
    const registered = registeredPaths(routes);
    expect(registered.filter((path) => path !== '*').sort()).toEqual(tablePatterns.sort());
    expect(registered.filter((path) => path === '*')).toHaveLength(1);
  });
});
