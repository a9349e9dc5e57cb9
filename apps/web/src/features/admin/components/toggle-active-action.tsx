import { Power, PowerOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessageOf } from '@/lib/form-errors';

interface ToggleActiveActionProps {
  /** What is (de)activated, as the confirm and the toast name it: "Sam Carter", "RIG-001 Atlantic Star". */
  name: string;
  /** "user", "supplier company", "rig", "vessel". */
  kind: string;
  isActive: boolean;
  /** What deactivating does, in the confirm dialog. */
  deactivateConsequence: ReactNode;
  activateConsequence: ReactNode;
  onToggle: (makeActive: boolean) => Promise<unknown>;
}

/**
 * Deactivate or Activate, after a confirm that says what follows. Nothing that other rows point at is deleted
 * (issue 16); deactivating is how an account, a company, a rig or a vessel is retired.
 */
export function ToggleActiveAction({
  name,
  kind,
  isActive,
  deactivateConsequence,
  activateConsequence,
  onToggle,
}: ToggleActiveActionProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const verb = isActive ? 'Deactivate' : 'Activate';

  async function toggle() {
    try {
      await onToggle(!isActive);
    } catch (error) {
      toast.error(`Could not ${verb.toLowerCase()} ${kind}`, { description: errorMessageOf(error) });
      throw error;
    }
    toast.success(isActive ? 'Deactivated' : 'Activated', {
      description: `${name} is now ${isActive ? 'inactive' : 'active'}.`,
    });
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={
          isActive ? 'text-red-700 hover:text-red-800 dark:text-red-400 dark:hover:text-red-300' : undefined
        }
        aria-label={`${verb} ${name}`}
        onClick={() => setIsConfirming(true)}
      >
        {isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
        {verb}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={`${verb} ${name}?`}
        description={isActive ? deactivateConsequence : activateConsequence}
        confirmLabel={verb}
        pendingLabel={isActive ? 'Deactivating...' : 'Activating...'}
        isDestructive={isActive}
        onConfirm={toggle}
      />
    </>
  );
}
