import { useAuth } from '@/app/providers/auth-provider';
import { usePageHeader } from '@/app/shell/page-header';
import { AccountDetails } from '@/features/settings/components/account-details';

/** /supplier/settings, /rig-logistics/settings and /base-coordinator/settings. */
export function SettingsRoute() {
  const { user } = useAuth();
  usePageHeader('Settings', 'Your account details.');
  if (!user) return null;
  return <AccountDetails name={user.name} email={user.email} role={user.role} />;
}
