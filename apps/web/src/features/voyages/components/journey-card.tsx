import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Journey } from '@rigline/contract/journeys';
import type { Rig } from '@rigline/contract/rigs';
import { GripVertical } from 'lucide-react';
import { cn } from '@/lib/utils';
import { JourneyMenu } from './journey-menu';

interface JourneyCardProps {
  journey: Journey;
  /** No drag handle when the plan is locked. */
  isLocked: boolean;
  /** The handle stays but does nothing while a reorder is being saved. */
  isReorderDisabled: boolean;
  /** §2.2: the menu shows only while the voyage is CREATED or PLANNING. */
  showMenu: boolean;
  isBusy: boolean;
  availableRigs: Rig[] | undefined;
  onChangeRig: (journey: Journey, rig: Rig) => void;
  onDelete: (journey: Journey) => void;
}

/** One link of the chain: drag handle, menu, rig name, 'Journey {sequence}', 'Shipments {count}'. */
export function JourneyCard({
  journey,
  isLocked,
  isReorderDisabled,
  showMenu,
  isBusy,
  availableRigs,
  onChangeRig,
  onDelete,
}: JourneyCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: journey.id, disabled: isLocked || isReorderDisabled });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'relative flex w-40 shrink-0 flex-col gap-1 rounded-lg border bg-card p-3 text-sm shadow-xs',
        isDragging && 'z-10 shadow-lg ring-2 ring-ring/50',
        isBusy && 'opacity-60',
      )}
      aria-busy={isBusy || undefined}
    >
      {isLocked && !showMenu ? null : (
        <div className="-mx-1 -mt-1 flex h-7 items-center justify-between">
          {isLocked ? (
            <span />
          ) : (
            <button
              ref={setActivatorNodeRef}
              type="button"
              className="flex size-7 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
              {...attributes}
              {...listeners}
              aria-label={`Reorder journey to ${journey.rig.name}`}
            >
              <GripVertical className="size-4" aria-hidden="true" />
            </button>
          )}
          {showMenu ? (
            <JourneyMenu
              journey={journey}
              availableRigs={availableRigs}
              disabled={isBusy}
              onChangeRig={(rig) => onChangeRig(journey, rig)}
              onDelete={() => onDelete(journey)}
            />
          ) : null}
        </div>
      )}
      <p className="line-clamp-2 break-words font-semibold leading-snug" title={journey.rig.name}>
        {journey.rig.name}
      </p>
      <p className="text-muted-foreground">Journey {journey.sequence}</p>
      <p className="text-muted-foreground">Shipments {journey.shipment_count}</p>
    </li>
  );
}
