import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { pathAfterSignIn } from '@/app/paths';
import { useAuth } from '@/app/providers/auth-provider';
import { loadSignedInFrame } from '@/app/signed-in-frame';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** / and /login. A signed-in user goes on to their role's home, or to the scan address /login kept (issue 25). */
export function LoginRoute() {
  const { user, isLoading, login } = useAuth();
  const { search } = useLocation();
  useDocumentTitle('Sign In');
  useSignedInFrameAhead();
  if (isLoading) return <LoadingScreen />;
  if (user) return <Navigate to={pathAfterSignIn(user.role, search)} replace />;
  return (
    <AuthLayout>
      <LoginForm
        onSubmit={({ email, password }) => login(email, password, (role) => pathAfterSignIn(role, search))}
      />
    </AuthLayout>
  );
}

/**
 * Once the sign-in page is up and the browser idle, the signed-in frame's code (its largest chunk) starts to
 * download: over a satellite link it arrives while the person types, not after the Sign In click (issue 24,
 * docs/decisions/081). Never before the form is usable, so it takes nothing from the sign-in page's own load.
 */
function useSignedInFrameAhead() {
  useEffect(() => {
    const load = () => void loadSignedInFrame().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(load, 500);
    return () => window.clearTimeout(timer);
  }, []);
}
