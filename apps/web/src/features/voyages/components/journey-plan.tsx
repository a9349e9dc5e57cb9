import { type Announcements, closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { DRAG } from '@rigline/contract/constants';
import type { Journey } from '@rigline/contract/journeys';
import type { Rig } from '@rigline/contract/rigs';
import type { Voyage } from '@rigline/contract/voyages';
import { ChevronRight, Info, Lock, Plus } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { LoadFailure } from '@/components/layout/load-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useRigOptions } from '../api/list-rigs';
import { useUpdateJourneyRig } from '../api/update-journey-rig';
import { useUpdateJourneySequence } from '../api/update-journey-sequence';
import { restrictToHorizontalAxis, useJourneySensors } from '../hooks/use-journey-sensors';
import { availableRigs as computeAvailableRigs } from '../lib/journey-rules';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { sequenceForDrop } from '../lib/reorder';
import { isJourneyPlanEditableStatus, isJourneyPlanLocked } from '../lib/voyage-status';
import { BaseCard } from './base-card';
import { CreateJourneyDialog } from './create-journey-dialog';
import { DeleteJourneyDialog } from './delete-journey-dialog';
import { JourneyCard } from './journey-card';

interface JourneyPlanProps {
  voyage: Voyage;
  journeys: Journey[] | undefined;
  journeysError: string | null;
}

const SCREEN_READER_INSTRUCTIONS = {
  draggable: `To move a journey, press Space or Enter on its handle. Each Left or Right arrow press moves it ${DRAG.keyboardStepPx} pixels; press Space or Enter again to drop it in its new place, or Escape to cancel.`,
};

/**
 * §2.2: the journey planning panel: Start base → journey cards (sortable) → a dashed 'Create Journey' card
 * → End base, in one row that scrolls sideways on a narrow screen.
 */
export function JourneyPlan({ voyage, journeys, journeysError }: JourneyPlanProps) {
  const isLocked = isJourneyPlanLocked(voyage);
  const showMenu = !isLocked && isJourneyPlanEditableStatus(voyage.status);
  const rigs = useRigOptions({ enabled: !isLocked });
  const sensors = useJourneySensors();
  const reorder = useUpdateJourneySequence(voyage.id);
  const changeRig = useUpdateJourneyRig(voyage.id);
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [journeyToDelete, setJourneyToDelete] = useState<Journey | null>(null);

  const available = useMemo(
    () => (rigs.data && journeys ? computeAvailableRigs(rigs.data, journeys) : undefined),
    [rigs.data, journeys],
  );
  const hasNoRigsLeft = available !== undefined && available.length === 0;
  const noRigsId = useId();
  const ids = useMemo(() => (journeys ?? []).map((journey) => journey.id), [journeys]);

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!journeys || !over) return;
    const journeyId = Number(active.id);
    const newSequence = sequenceForDrop(journeys, journeyId, Number(over.id));
    if (newSequence === null) return;
    reorder.mutate(
      { journeyId, newSequence },
      {
        onSuccess: () => notifySuccess('Journey sequence updated successfully'),
        onError: (error) => notifyFailure('Failed to update journey sequence', error),
      },
    );
  }

  function handleChangeRig(journey: Journey, rig: Rig) {
    changeRig.mutate(
      { journeyId: journey.id, rigId: rig.id },
      {
        onSuccess: () => notifySuccess('Journey rig updated successfully'),
        onError: (error) => notifyFailure('Failed to update journey rig', error),
      },
    );
  }

  const announcements = useMemo(() => journeyAnnouncements(journeys ?? []), [journeys]);
  const busyJourneyId = changeRig.isPending ? changeRig.variables?.journeyId : undefined;

  return (
    <Card className="min-w-0 gap-4">
      <CardHeader>
        <CardTitle>Journey Planning</CardTitle>
        <CardDescription>
          {isLocked
            ? 'The order in which the vessel calls at the rigs.'
            : 'Drag the journeys by their handle to set the order in which the vessel calls at the rigs.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-3">
        {isLocked ? (
          <Notice icon={<Lock className="size-4 shrink-0" aria-hidden="true" />}>
            Journey Plan for Voyage is Locked.
          </Notice>
        ) : hasNoRigsLeft ? (
          <Notice id={noRigsId} icon={<Info className="size-4 shrink-0" aria-hidden="true" />}>
            All available rigs have been assigned to journeys.
          </Notice>
        ) : null}
        {journeysError ? <LoadFailure message={journeysError} /> : null}
        {rigs.isError && !isLocked ? <LoadFailure message={rigs.error.message} /> : null}

        <section
          aria-label="Journey chain"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a chain wider than its box scrolls by keyboard too, even when a sailed voyage's cards hold nothing focusable (axe scrollable-region-focusable).
          tabIndex={0}
          className="min-w-0 overflow-x-auto rounded-md pb-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {journeys === undefined && !journeysError ? (
            <div className="flex gap-3" role="status" aria-label="Loading journeys">
              <Skeleton className="h-32 w-40 shrink-0" />
              <Skeleton className="h-32 w-44 shrink-0" />
              <Skeleton className="h-32 w-44 shrink-0" />
            </div>
          ) : (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              modifiers={[restrictToHorizontalAxis]}
              onDragEnd={handleDragEnd}
              accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
            >
              <ol className="flex w-max items-stretch gap-1.5">
                <li className="flex">
                  <BaseCard
                    label="Start Base"
                    name={voyage.start_base?.name ?? `Base ${voyage.start_base_id}`}
                  />
                </li>
                <Connector />
                <SortableContext items={ids} strategy={horizontalListSortingStrategy}>
                  {(journeys ?? []).map((journey) => (
                    <JourneyCard
                      key={journey.id}
                      journey={journey}
                      isLocked={isLocked}
                      isReorderDisabled={reorder.isPending}
                      showMenu={showMenu}
                      isBusy={busyJourneyId === journey.id}
                      availableRigs={available}
                      onChangeRig={handleChangeRig}
                      onDelete={setJourneyToDelete}
                    />
                  ))}
                </SortableContext>
                {/* A locked plan (the voyage has sailed) offers no new journey at all (issue 22); the notice
                    above says why. With every rig taken the tile stays, disabled, under its own notice. */}
                {isLocked ? null : (
                  <>
                    {(journeys ?? []).length > 0 ? <Connector /> : null}
                    <li className="flex">
                      <button
                        type="button"
                        onClick={() => setIsCreateOpen(true)}
                        disabled={hasNoRigsLeft}
                        aria-describedby={hasNoRigsLeft ? noRigsId : undefined}
                        className={cn(
                          'flex w-32 shrink-0 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-3 text-muted-foreground text-sm outline-none transition-colors',
                          'hover:border-foreground/40 hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                          'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-border disabled:hover:bg-transparent',
                        )}
                      >
                        <Plus className="size-5" aria-hidden="true" />
                        Create Journey
                      </button>
                    </li>
                  </>
                )}
                <Connector />
                <li className="flex">
                  <BaseCard label="End Base" name={voyage.end_base?.name ?? `Base ${voyage.end_base_id}`} />
                </li>
              </ol>
            </DndContext>
          )}
        </section>
        {!isLocked && (journeys?.length ?? 0) > 1 ? (
          <p className="text-muted-foreground text-xs">
            Keyboard: focus a handle, press Space, move with the arrow keys ({DRAG.keyboardStepPx} px a
            press), press Space to drop.
          </p>
        ) : null}
      </CardContent>

      <CreateJourneyDialog
        voyageId={voyage.id}
        open={isCreateOpen}
        onOpenChange={setIsCreateOpen}
        availableRigs={available}
        rigsError={rigs.isError ? rigs.error.message : null}
      />
      <DeleteJourneyDialog
        voyageId={voyage.id}
        journey={journeyToDelete}
        onClose={() => setJourneyToDelete(null)}
      />
    </Card>
  );
}

function Connector() {
  return (
    <li aria-hidden="true" className="flex items-center text-muted-foreground">
      <ChevronRight className="size-4" />
    </li>
  );
}

function Notice({ id, icon, children }: { id?: string; icon: ReactNode; children: ReactNode }) {
  return (
    <p
      id={id}
      className="flex items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm"
      role="status"
    >
      {icon}
      {children}
    </p>
  );
}

/** What a screen reader hears while a journey card is moved: its rig and its position. */
function journeyAnnouncements(journeys: Journey[]): Announcements {
  const rigOf = (id: string | number) =>
    journeys.find((journey) => journey.id === Number(id))?.rig.name ?? 'the rig';
  const positionOf = (id: string | number) => journeys.findIndex((journey) => journey.id === Number(id)) + 1;
  const total = journeys.length;
  return {
    onDragStart: ({ active }) =>
      `Picked up the journey to ${rigOf(active.id)}, position ${positionOf(active.id)} of ${total}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `The journey to ${rigOf(active.id)} is over position ${positionOf(over.id)} of ${total}.`
        : `The journey to ${rigOf(active.id)} is not over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `The journey to ${rigOf(active.id)} was dropped at position ${positionOf(over.id)} of ${total}.`
        : `The journey to ${rigOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving the journey to ${rigOf(active.id)} was cancelled.`,
  };
}
