import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canRoleOpenPath, paths, signInPathFor } from '@/app/paths';
import { useAuth } from '@/app/providers/auth-provider';
import { LoadingScreen } from '@/components/layout/loading-screen';

/**
 * The route guard (§2 "Route table"): a spinner while the session loads; no user, or a user whose role's
 * route table does not hold this path, goes to /login (which sends a signed-in user on to their home). A scan
 * address opened signed out is kept on /login's address, to come back to once signed in (issue 25).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { user, isLoading, hasSignedOut } = useAuth();
  const { pathname } = useLocation();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <Navigate to={hasSignedOut ? paths.login() : signInPathFor(pathname)} replace />;
  if (!canRoleOpenPath(user.role, pathname)) return <Navigate to={paths.login()} replace />;
  return children;
}
