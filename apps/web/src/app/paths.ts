import { isScanPath, matchesPathPattern, normalizePathname, PAGE_PATTERNS } from '@rigline/contract/pages';
import { HOME_PATH_BY_ROLE } from '@rigline/contract/roles';
import type { AppRole } from '@/lib/auth-storage';
import { fillPathParams, type PathParamArgs, type PathParamValue, pathParamNames } from '@/lib/path-params';

/**
 * The route table: every route of both product documents (§2), once, and each role's notifications page
 * (issue 10: the bell's "View all"), built from the contract's page patterns (the server answers exactly those
 * paths with the web app). A route is a function that builds
 * its URL, positional arguments in the order of the pattern's `:params`, and carries the pattern the router
 * registers: `paths.supplier.requestDetail(7)` → '/supplier/requests/7',
 * `paths.supplier.requestDetail.pattern` → '/supplier/requests/:requestId'.
 */
export type AppRoute<P extends string> = ((...params: PathParamArgs<P>) => string) & { readonly pattern: P };

/** What every route has, whatever its parameters. */
export interface RouteEntry {
  readonly pattern: string;
}

function route<const P extends string>(pattern: P): AppRoute<P> {
  const names = pathParamNames(pattern);
  const build = (...values: PathParamValue[]) =>
    fillPathParams(pattern, Object.fromEntries(names.map((name, index) => [name, values[index] ?? ''])));
  return Object.assign(build, { pattern }) as AppRoute<P>;
}

/** Routes for a group of patterns, key by key. */
function routes<const T extends Record<string, string>>(
  patterns: T,
): { readonly [K in keyof T]: AppRoute<T[K]> } {
  return Object.fromEntries(Object.entries(patterns).map(([key, pattern]) => [key, route(pattern)])) as {
    readonly [K in keyof T]: AppRoute<T[K]>;
  };
}

export const paths = {
  root: route(PAGE_PATTERNS.root),
  login: route(PAGE_PATTERNS.login),
  supplier: routes(PAGE_PATTERNS.supplier),
  rigLogistics: routes(PAGE_PATTERNS.rigLogistics),
  baseCoordinator: routes(PAGE_PATTERNS.baseCoordinator),
  admin: routes(PAGE_PATTERNS.admin),
} as const;

/** Each role's routes: a role may open exactly these (§2: "each route group is reachable only by its role"). */
export const ROUTES_BY_ROLE = {
  supplier: paths.supplier,
  rig_logistics: paths.rigLogistics,
  base_coordinator: paths.baseCoordinator,
  admin: paths.admin,
} as const satisfies Record<AppRole, Record<string, RouteEntry>>;

export function homePathForRole(role: AppRole): string {
  return role === 'admin' ? paths.admin.dashboard() : HOME_PATH_BY_ROLE[role];
}

export { normalizePathname };

/** The role whose route table holds this path; null for the login screen and unknown paths. */
export function roleForPath(pathname: string): AppRole | null {
  for (const [role, routes] of Object.entries(ROUTES_BY_ROLE) as [AppRole, Record<string, RouteEntry>][]) {
    if (Object.values(routes).some((appRoute) => matchesPathPattern(appRoute.pattern, pathname))) return role;
  }
  return null;
}

/**
 * The guard's rule: a signed-in user may open a route of their own role's table only, and a label's scan address
 * (`/go/ccu/7`, issue 25), which sends every role on to its own page.
 */
export function canRoleOpenPath(role: AppRole, pathname: string): boolean {
  return isScanPath(pathname) || roleForPath(pathname) === role;
}

/** The query parameter of /login that names where to go once signed in. */
const NEXT_PARAM = 'next';

/**
 * Where the guard sends a signed-out person: the sign-in page, which keeps a scan address to come back to (a
 * label scanned with the phone's own camera app opens it before anyone has signed in). Other pages are not
 * kept: after signing in, a person starts at their role's home, as the product document says.
 */
export function signInPathFor(pathname: string): string {
  return isScanPath(pathname)
    ? `${paths.login()}?${new URLSearchParams({ [NEXT_PARAM]: normalizePathname(pathname) })}`
    : paths.login();
}

/** Where signing in leads: the kept scan address, if the sign-in page's address holds one, else home. */
export function pathAfterSignIn(role: AppRole, search: string): string {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  // Only our own scan addresses: a link may not send a person who signs in anywhere else.
  return next?.startsWith('/go/') && isScanPath(next) ? next : homePathForRole(role);
}
