import type { AuthUser } from '@rigline/contract/auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChangePasswordForm } from '@/features/settings/components/change-password-form';
import { ProfileCard } from '@/features/settings/components/profile-card';
import { SignOutEverywhereCard } from '@/features/settings/components/sign-out-everywhere-card';

interface SettingsPanelProps {
  name: string;
  email: string;
  roleLabel: string;
  company: string | null;
  onUserUpdated: (user: AuthUser) => void;
  onPasswordChanged: (token: string, user: AuthUser) => void;
  onSignedOutEverywhere: () => void;
}

/** The Settings screen of every role: profile, Change password, Sign out of all devices. */
export function SettingsPanel(props: SettingsPanelProps) {
  return (
    <div className="grid w-full max-w-2xl gap-4 md:gap-6">
      <ProfileCard
        name={props.name}
        email={props.email}
        roleLabel={props.roleLabel}
        company={props.company}
        onUpdated={props.onUserUpdated}
      />
      <Card>
        <CardHeader>
          <CardTitle>Change password</CardTitle>
          <CardDescription>Your other devices are signed out when the password changes.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm
            idPrefix="settings-password"
            submitLabel="Change password"
            onChanged={props.onPasswordChanged}
          />
        </CardContent>
      </Card>
      <SignOutEverywhereCard onSignedOut={props.onSignedOutEverywhere} />
    </div>
  );
}
