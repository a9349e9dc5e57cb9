import type { Backload } from '@rigline/contract/cargo';
import type { Journey } from '@rigline/contract/journeys';
import type { Voyage } from '@rigline/contract/voyages';
import { Plus } from 'lucide-react';
import { DisabledReason } from '@/components/layout/field-extras';
import { Button } from '@/components/ui/button';
import { backloadStepReason, bookReason } from '../lib/backload-window';

type VoyageState = Pick<Voyage, 'status' | 'started_at' | 'ended_at'>;

/** Book Backload, disabled with the reason beside it once no rig of the voyage is open (issue 22.4). */
export function BookBackloadButton({
  voyage,
  journeys,
  onBook,
}: {
  voyage: VoyageState | null;
  journeys: readonly Journey[] | undefined;
  onBook: () => void;
}) {
  const reason = voyage && journeys ? bookReason(voyage, journeys) : null;
  const isLoading = !voyage || !journeys;
  // The reason takes a line of its own under the buttons of the row the button sits in.
  return (
    <>
      <Button
        onClick={onBook}
        disabled={isLoading || reason !== null}
        aria-describedby={reason ? 'book-backload-why' : undefined}
      >
        <Plus aria-hidden="true" />
        Book Backload
      </Button>
      <DisabledReason id="book-backload-why" reason={reason} className="basis-full sm:text-right" />
    </>
  );
}

/**
 * A booked backload's Mark Loaded, Edit and Cancel Backload. Mark Loaded and Edit are disabled with the
 * contract's reason when the vessel is not alongside or has left; Cancel stays open, since a backload the
 * vessel left behind is cancelled and booked again.
 */
export function BookedBackloadActions({
  backload,
  voyage,
  journeys,
  isMarkingLoaded,
  isCancelling,
  onMarkLoaded,
  onEdit,
  onCancel,
}: {
  backload: Pick<Backload, 'id' | 'rig'>;
  voyage: VoyageState;
  journeys: readonly Journey[];
  isMarkingLoaded: boolean;
  isCancelling: boolean;
  onMarkLoaded: () => void;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const window = { voyage, journeys, rigId: backload.rig.id };
  const loadReason = backloadStepReason('backload.load', window);
  const editReason = backloadStepReason('backload.update', window);
  const loadWhy = `backload-${backload.id}-load-why`;
  // When both say the same (the vessel has left), one sentence serves both buttons.
  const editWhy = editReason === loadReason ? loadWhy : `backload-${backload.id}-edit-why`;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={onMarkLoaded}
          disabled={isMarkingLoaded || loadReason !== null}
          aria-describedby={loadReason ? loadWhy : undefined}
        >
          Mark Loaded
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={onEdit}
          disabled={editReason !== null}
          aria-describedby={editReason ? editWhy : undefined}
        >
          Edit
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel} disabled={isCancelling}>
          Cancel Backload
        </Button>
      </div>
      <DisabledReason id={loadWhy} reason={loadReason} />
      {editWhy !== loadWhy ? <DisabledReason id={editWhy} reason={editReason} /> : null}
    </div>
  );
}
