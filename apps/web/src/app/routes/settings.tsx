import { formatRoleLabel } from '@rigline/contract/roles';
import { useAuth } from '@/app/providers/auth-provider';
import { usePageHeader } from '@/app/shell/page-header';
import { CalendarFeedCard } from '@/features/settings/components/calendar-feed-card';
import { DisplayPreferences } from '@/features/settings/components/display-preferences';
import { NotificationPreferencesCard } from '@/features/settings/components/notification-preferences-card';
import { SettingsPanel } from '@/features/settings/components/settings-panel';

/** /supplier/settings, /rig-logistics/settings, /base-coordinator/settings and /admin/settings. */
export function SettingsRoute() {
  const { user, updateUser, replaceSession, endSession } = useAuth();
  usePageHeader('Settings', 'Your profile, your password and where you are signed in.');
  if (!user) return null;
  return (
    <div className="grid gap-4 md:gap-6">
      <SettingsPanel
        name={user.name}
        email={user.email}
        roleLabel={formatRoleLabel(user.role)}
        company={user.vendorName}
        onUserUpdated={updateUser}
        onPasswordChanged={replaceSession}
        onSignedOutEverywhere={() =>
          endSession('Signed out of all devices', 'Every session of your account has ended. Sign in again.')
        }
      />
      <DisplayPreferences />
      <NotificationPreferencesCard isAdmin={user.role === 'admin'} />
      <CalendarFeedCard />
    </div>
  );
}
