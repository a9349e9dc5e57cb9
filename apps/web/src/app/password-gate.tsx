import { lazy, type ReactNode, Suspense } from 'react';
import { useAuth } from '@/app/providers/auth-provider';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * Loaded only when it is shown: its form (react-hook-form) is no part of the way to a home page over a
 * satellite link (docs/decisions/082).
 */
const ChoosePasswordScreen = lazy(() =>
  import('@/features/settings/components/choose-password-screen').then((module) => ({
    default: module.ChoosePasswordScreen,
  })),
);

/**
 * While the signed-in user must choose a new password (an admin created the account or reset it), the
 * "Choose a new password" screen stands in for every page: the server refuses every other call until then.
 */
export function PasswordGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user?.mustChangePassword) return <ChoosePassword />;
  return children;
}

function ChoosePassword() {
  const { user, replaceSession, logout } = useAuth();
  useDocumentTitle('Choose a new password');
  if (!user) return null;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <ChoosePasswordScreen
        name={user.name}
        email={user.email}
        onChanged={replaceSession}
        onSignOut={logout}
      />
    </Suspense>
  );
}
