import type { Rig } from '@rigline/contract/rigs';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCreateJourney } from '../api/create-journey';
import { notifyFailure, notifySuccess } from '../lib/notify';

interface CreateJourneyDialogProps {
  voyageId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Rigs no journey of this voyage goes to; undefined while they load. */
  availableRigs: Rig[] | undefined;
  rigsError: string | null;
}

/** §2.2: 'Create New Journey', one rig from those not yet in the voyage. */
export function CreateJourneyDialog({
  voyageId,
  open,
  onOpenChange,
  availableRigs,
  rigsError,
}: CreateJourneyDialogProps) {
  const [rigId, setRigId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createJourney = useCreateJourney(voyageId);
  const isLoading = availableRigs === undefined && !rigsError;
  const hasRigs = (availableRigs?.length ?? 0) > 0;
  const isChosenAvailable = availableRigs?.some((rig) => String(rig.id) === rigId) ?? false;

  function changeOpen(next: boolean) {
    if (createJourney.isPending) return;
    onOpenChange(next);
    if (!next) {
      setRigId('');
      setError(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isChosenAvailable) {
      setError('Please select a rig');
      return;
    }
    createJourney.mutate(Number(rigId), {
      onSuccess: () => {
        notifySuccess('Journey created successfully');
        changeOpenAfterSave();
      },
      onError: (failure) => notifyFailure('Failed to create journey', failure),
    });
  }

  function changeOpenAfterSave() {
    onOpenChange(false);
    setRigId('');
    setError(null);
  }

  const placeholder = isLoading ? 'Loading rigs...' : hasRigs ? 'Select a rig' : 'No available rigs';

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create New Journey</DialogTitle>
          <DialogDescription>Add a call at a rig to the end of this voyage.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <div className="grid gap-2">
            <Label htmlFor="create-journey-rig">Select Rig</Label>
            <Select
              value={isChosenAvailable ? rigId : ''}
              onValueChange={(value) => {
                setRigId(value);
                setError(null);
              }}
              disabled={!hasRigs || createJourney.isPending}
            >
              <SelectTrigger
                id="create-journey-rig"
                className="w-full"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'create-journey-rig-error' : undefined}
              >
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {(availableRigs ?? []).map((rig) => (
                  <SelectItem key={rig.id} value={String(rig.id)}>
                    <span className="flex items-baseline gap-2">
                      {rig.name}
                      <span className="text-muted-foreground text-xs">{rig.code}</span>
                    </span>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {error ? (
              <p id="create-journey-rig-error" className="text-destructive text-sm">
                {error}
              </p>
            ) : null}
            {rigsError ? <p className="text-destructive text-sm">{rigsError}</p> : null}
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={createJourney.isPending} onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!isChosenAvailable || !hasRigs || createJourney.isPending}>
              {createJourney.isPending ? 'Creating...' : 'Create Journey'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
