import type { Journey } from '@rigline/contract/journeys';
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
import { useDeleteJourney } from '../api/delete-journey';
import { notifyFailure, notifySuccess } from '../lib/notify';

/** §2.2: the delete confirmation. Open while `journey` is set. */
export function DeleteJourneyDialog({
  voyageId,
  journey,
  onClose,
}: {
  voyageId: number;
  journey: Journey | null;
  onClose: () => void;
}) {
  const deleteJourney = useDeleteJourney(voyageId);

  function confirm() {
    if (!journey) return;
    deleteJourney.mutate(journey.id, {
      onSuccess: () => notifySuccess('Journey deleted successfully'),
      onError: (error) => notifyFailure('Failed to delete journey', error),
      onSettled: onClose,
    });
  }

  return (
    <AlertDialog
      open={journey !== null}
      onOpenChange={(open) => {
        if (!open && !deleteJourney.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Journey{journey ? ` to ${journey.rig.name}` : ''}</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this journey? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteJourney.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={deleteJourney.isPending} onClick={confirm}>
            {deleteJourney.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
