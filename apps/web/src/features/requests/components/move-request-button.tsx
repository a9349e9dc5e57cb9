import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { conflictMessageOf } from '@/lib/fetch-errors';
import { useMoveRequestToNextPhase } from '../api/move-request-to-next-phase';

interface MoveRequestButtonProps {
  requestId: number;
  /** The request's version as shown: the move is refused (409) if it changed since. */
  version: number;
  icon: LucideIcon;
  /** The button's label, also the confirm dialog's title and confirm button. */
  label: string;
  /** What the confirm dialog warns about. */
  confirmText: string;
  success: { title: string; description?: string };
  failure: { title: string; description: string };
  className?: string;
}

/**
 * Assign to Rig Logistics / Assign to Base Coordinator: a button, a confirm dialog, then the move-next-phase
 * call (§4). The dialog stays open while the call runs, so the user sees it is under way.
 */
export function MoveRequestButton({
  requestId,
  version,
  icon: Icon,
  label,
  confirmText,
  success,
  failure,
  className,
}: MoveRequestButtonProps) {
  const [open, setOpen] = useState(false);
  const move = useMoveRequestToNextPhase(requestId);

  async function confirm() {
    try {
      const result = await move.mutateAsync(version);
      toast.success(success.title, { description: success.description ?? result.message });
      setOpen(false);
    } catch (error) {
      toast.error(failure.title, { description: conflictMessageOf(error) ?? failure.description });
      setOpen(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !move.isPending && setOpen(next)}>
      <Button className={className} onClick={() => setOpen(true)}>
        <Icon aria-hidden="true" />
        {label}
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{label}?</AlertDialogTitle>
          <AlertDialogDescription>{confirmText}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={move.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: that one would close the dialog before the call ends. */}
          <Button onClick={confirm} disabled={move.isPending}>
            {move.isPending ? 'Assigning...' : 'Assign'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
