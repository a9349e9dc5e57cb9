import { Navigate } from 'react-router';
import { homePathForRole } from '@/app/paths';
import { useAuth } from '@/app/providers/auth-provider';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** / and /login. A signed-in user goes on to their role's home. */
export function LoginRoute() {
  const { user, isLoading, login } = useAuth();
  useDocumentTitle('Sign In');
  if (isLoading) return <LoadingScreen />;
  if (user) return <Navigate to={homePathForRole(user.role)} replace />;
  return (
    <AuthLayout>
      <LoginForm onSubmit={({ email, password }) => login(email, password)} />
    </AuthLayout>
  );
}
