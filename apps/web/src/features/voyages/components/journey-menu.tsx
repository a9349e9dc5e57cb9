import type { Journey } from '@rigline/contract/journeys';
import type { Rig } from '@rigline/contract/rigs';
import { EllipsisVertical } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { deleteBlocker, rigChangeBlocker } from '../lib/journey-rules';

interface JourneyMenuProps {
  journey: Journey;
  /** Rigs no journey of this voyage goes to; undefined while they load. */
  availableRigs: Rig[] | undefined;
  disabled: boolean;
  onChangeRig: (rig: Rig) => void;
  onDelete: () => void;
}

/** §2.2: Change Rig (a submenu of the available rigs) and Delete Journey, each with its disabled text. */
export function JourneyMenu({ journey, availableRigs, disabled, onChangeRig, onDelete }: JourneyMenuProps) {
  const rigBlocker = availableRigs ? rigChangeBlocker(journey, availableRigs.length) : null;
  const deleteReason = deleteBlocker(journey);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          disabled={disabled}
          aria-label={`Actions for the journey to ${journey.rig.name}`}
        >
          <EllipsisVertical />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        {rigBlocker ? (
          <DisabledItem label="Change Rig" reason={rigBlocker} />
        ) : (
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>Change Rig</DropdownMenuSubTrigger>
            <DropdownMenuSubContent className="max-h-72 overflow-y-auto">
              {availableRigs ? (
                availableRigs.map((rig) => (
                  <DropdownMenuItem key={rig.id} onSelect={() => onChangeRig(rig)}>
                    {rig.name}
                  </DropdownMenuItem>
                ))
              ) : (
                <DropdownMenuItem disabled>Loading rigs...</DropdownMenuItem>
              )}
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        )}
        <DropdownMenuSeparator />
        {deleteReason ? (
          <DisabledItem label="Delete Journey" reason={deleteReason} />
        ) : (
          <DropdownMenuItem variant="destructive" onSelect={onDelete}>
            Delete Journey
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function DisabledItem({ label, reason }: { label: string; reason: string }) {
  return (
    <DropdownMenuItem disabled className="justify-between">
      <span>{label}</span>
      <span className="text-muted-foreground text-xs">{reason}</span>
    </DropdownMenuItem>
  );
}
