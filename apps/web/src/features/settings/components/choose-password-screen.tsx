import type { AuthUser } from '@rigline/contract/auth';
import { Anchor, KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ChangePasswordForm } from '@/features/settings/components/change-password-form';

interface ChoosePasswordScreenProps {
  name: string;
  email: string;
  onChanged: (token: string, user: AuthUser) => void;
  onSignOut: () => void;
}

/**
 * Shown instead of every page while the signed-in user must choose a new password: an admin created the
 * account or reset its password, and the server refuses every other call until it is changed.
 */
export function ChoosePasswordScreen({ name, email, onChanged, onSignOut }: ChoosePasswordScreenProps) {
  return (
    <div className="flex min-h-svh flex-col bg-gradient-to-br from-slate-50 via-white to-slate-100">
      <main className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-10">
        <div className="flex items-center gap-2 font-semibold text-lg">
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Anchor className="size-4" aria-hidden="true" />
          </span>
          Rigline
        </div>
        <Card className="w-full max-w-md shadow-lg">
          <CardHeader>
            <div className="mb-1 flex size-10 items-center justify-center rounded-full bg-muted">
              <KeyRound className="size-5 text-muted-foreground" aria-hidden="true" />
            </div>
            <h1 className="font-semibold text-xl leading-none">Choose a new password</h1>
            <CardDescription>
              {name ? `Welcome, ${name}. ` : ''}Your administrator set the password you signed in with. Choose
              your own to continue.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="break-all text-muted-foreground text-sm">
              Signed in as <span className="font-medium text-foreground">{email}</span>
            </p>
            <ChangePasswordForm
              idPrefix="choose-password"
              submitLabel="Save new password"
              currentPasswordHint="The password your administrator gave you."
              onChanged={onChanged}
            />
            <Button variant="link" className="justify-self-start px-0" onClick={onSignOut}>
              Sign out
            </Button>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
