import { Navigate, useLocation } from 'react-router';
import { pathAfterSignIn } from '@/app/paths';
import { useAuth } from '@/app/providers/auth-provider';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** / and /login. A signed-in user goes on to their role's home, or to the scan address /login kept (issue 25). */
export function LoginRoute() {
  const { user, isLoading, login } = useAuth();
  const { search } = useLocation();
  useDocumentTitle('Sign In');
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
