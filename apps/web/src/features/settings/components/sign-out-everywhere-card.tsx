import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useLogoutEverywhere } from '@/features/settings/api/logout-all';
import { errorMessageOf } from '@/lib/form-errors';

/** "Sign out of all devices": every session of the user ends, this one too, after a confirm. */
export function SignOutEverywhereCard({ onSignedOut }: { onSignedOut: () => void }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const logoutEverywhere = useLogoutEverywhere();

  async function signOutEverywhere() {
    try {
      await logoutEverywhere.mutateAsync();
    } catch (error) {
      toast.error('Could not sign out', { description: errorMessageOf(error) });
      throw error;
    }
    onSignedOut();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>
          Signed in on a computer or phone you no longer use, or one someone else may use? Sign out
          everywhere, this browser included.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => setIsConfirming(true)}>
          <LogOut aria-hidden="true" />
          Sign out of all devices
        </Button>
        <ConfirmDialog
          open={isConfirming}
          onOpenChange={setIsConfirming}
          title="Sign out of all devices?"
          description="Every browser and device signed in to your account is signed out, this one included. You sign in again with your password."
          confirmLabel="Sign out of all devices"
          pendingLabel="Signing out..."
          isDestructive
          onConfirm={signOutEverywhere}
        />
      </CardContent>
    </Card>
  );
}
