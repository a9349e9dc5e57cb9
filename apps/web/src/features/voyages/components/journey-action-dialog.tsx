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
import { formatJourneyLabel } from '@/lib/format';
import { useEndJourney } from '../api/end-journey';
import { useStartJourney } from '../api/start-journey';
import { notifyServerFailure, notifySuccess } from '../lib/notify';

export type JourneyAction = { kind: 'start' | 'end'; journey: Journey };

/**
 * §4: starting a journey asks for confirmation; ending one asks too, and says it cannot be undone. The
 * voyage's data reloads afterwards; a refusal shows the server's reason.
 */
export function JourneyActionDialog({
  voyageId,
  action,
  onClose,
}: {
  voyageId: number;
  action: JourneyAction | null;
  onClose: () => void;
}) {
  const startJourney = useStartJourney(voyageId);
  const endJourney = useEndJourney(voyageId);
  const isPending = startJourney.isPending || endJourney.isPending;

  function confirm() {
    if (!action) return;
    const { kind, journey } = action;
    const mutation = kind === 'start' ? startJourney : endJourney;
    mutation.mutate(journey, {
      onSuccess: (data) =>
        notifySuccess(
          data.message || (kind === 'start' ? 'Journey started successfully' : 'Journey ended successfully'),
        ),
      onError: (error) =>
        notifyServerFailure(kind === 'start' ? 'Failed to start journey' : 'Failed to end journey', error),
      onSettled: onClose,
    });
  }

  const journey = action?.journey;
  const isStart = action?.kind === 'start';
  const name = journey ? formatJourneyLabel(journey.sequence, journey.rig.name) : '';

  return (
    <AlertDialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{isStart ? 'Start Journey' : 'End Journey'}</AlertDialogTitle>
          <AlertDialogDescription>
            {isStart
              ? `Start ${name}? The vessel sets out for ${journey?.rig.name ?? 'the rig'} now.`
              : `End ${name}? Its shipments become ready to offload at the rig. This action cannot be undone.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Cancel</AlertDialogCancel>
          <Button onClick={confirm} disabled={isPending}>
            {isStart
              ? isPending
                ? 'Starting...'
                : 'Start Journey'
              : isPending
                ? 'Ending...'
                : 'End Journey'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
