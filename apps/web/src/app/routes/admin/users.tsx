import { useAuth } from '@/app/providers/auth-provider';
import { usePageHeader } from '@/app/shell/page-header';
import { UsersAdmin } from '@/features/admin/components/users-admin';

/** /admin/users. */
export function AdminUsersRoute() {
  const { user } = useAuth();
  usePageHeader('Users', 'Accounts, roles and passwords.');
  return <UsersAdmin currentUserEmail={user?.email ?? ''} />;
}
