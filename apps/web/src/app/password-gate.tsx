import type { ReactNode } from 'react';
import { useAuth } from '@/app/providers/auth-provider';
import { ChoosePasswordScreen } from '@/features/settings/components/choose-password-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

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
    <ChoosePasswordScreen name={user.name} email={user.email} onChanged={replaceSession} onSignOut={logout} />
  );
}
