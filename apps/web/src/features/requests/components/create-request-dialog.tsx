import { DEFAULT_REQUEST_TYPE } from '@rigline/contract/constants';
import type { Rig } from '@rigline/contract/rigs';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useCreateRequest } from '../api/create-request';
import { useRigWells } from '../api/list-wells';
import { RigSelect } from './rig-select';

interface CreateRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rigs: readonly Rig[];
  /** The rig selected on the page; the dialog starts with it and its current well. */
  initialRigId: number | null;
  /** Called with the new request's id after the dialog has closed. */
  onCreated: (requestId: number) => void;
}

export function CreateRequestDialog({
  open,
  onOpenChange,
  rigs,
  initialRigId,
  onCreated,
}: CreateRequestDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Create Request</DialogTitle>
          <DialogDescription>Raise a new supply request for a rig and one of its wells.</DialogDescription>
        </DialogHeader>
        {/* Inside the content, so every opening starts from a fresh form. */}
        <CreateRequestForm
          rigs={rigs}
          initialRigId={initialRigId}
          onCancel={() => onOpenChange(false)}
          onCreated={(requestId) => {
            onOpenChange(false);
            onCreated(requestId);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function currentWellOf(rigs: readonly Rig[], rigId: number | null): number | null {
  return rigs.find((rig) => rig.id === rigId)?.currentWellId ?? null;
}

function CreateRequestForm({
  rigs,
  initialRigId,
  onCancel,
  onCreated,
}: {
  rigs: readonly Rig[];
  initialRigId: number | null;
  onCancel: () => void;
  onCreated: (requestId: number) => void;
}) {
  const id = useId();
  const [rigId, setRigId] = useState<number | null>(initialRigId);
  const [wellId, setWellId] = useState<number | null>(() => currentWellOf(rigs, initialRigId));
  const [section, setSection] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const wells = useRigWells(rigId);
  const createRequest = useCreateRequest();

  // Once the rig's wells are in: keep the chosen well if it is one of them, else the rig's current well.
  const wellList = wells.data?.data;
  useEffect(() => {
    if (!wellList) return;
    setWellId((chosen) => {
      if (chosen !== null && wellList.some((well) => well.id === chosen)) return chosen;
      const current = currentWellOf(rigs, rigId);
      return wellList.some((well) => well.id === current) ? current : null;
    });
  }, [wellList, rigs, rigId]);

  const isComplete =
    rigId !== null &&
    wellId !== null &&
    section.trim() !== '' &&
    title.trim() !== '' &&
    description.trim() !== '';
  const isSubmitting = createRequest.isPending;

  function changeRig(next: number | null) {
    setRigId(next);
    // Choosing a rig fills in its current well (§2).
    setWellId(currentWellOf(rigs, next));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isComplete || isSubmitting) return;
    try {
      const result = await createRequest.mutateAsync({
        rig_id: Math.trunc(Number(rigId)),
        well_id: Math.trunc(Number(wellId)),
        title: title.trim(),
        type: DEFAULT_REQUEST_TYPE,
        section: section.trim(),
        description: description.trim(),
      });
      toast.success('Success', { description: result.message });
      onCreated(result.request_id);
    } catch {
      toast.error('Error', { description: 'Failed to create request. Please try again.' });
    }
  }

  const wellPlaceholder =
    rigId === null
      ? 'Select a rig first'
      : wells.isPending
        ? 'Loading wells...'
        : wells.isError
          ? 'Could not load wells'
          : 'Select a well';

  return (
    <form className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-rig`}>Rig</Label>
          <RigSelect id={`${id}-rig`} rigs={rigs} value={rigId} onChange={changeRig} className="sm:w-full" />
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-well`}>Well</Label>
          <Select
            value={wellId === null ? '' : String(wellId)}
            onValueChange={(value) => setWellId(Number(value))}
            disabled={rigId === null || !wellList}
          >
            <SelectTrigger
              id={`${id}-well`}
              className="w-full overflow-hidden [&>span]:min-w-0 [&>span]:overflow-hidden"
            >
              <SelectValue placeholder={wellPlaceholder} />
            </SelectTrigger>
            <SelectContent>
              {(wellList ?? []).map((well) => (
                <SelectItem key={well.id} value={String(well.id)}>
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="whitespace-nowrap">{well.name}</span>
                    <span className="truncate text-muted-foreground text-xs">{well.location}</span>
                  </span>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-section`}>Section</Label>
          <Input
            id={`${id}-section`}
            value={section}
            onChange={(event) => setSection(event.target.value)}
            placeholder='e.g. 12 1/4" section'
            maxLength={100}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-type`}>Type</Label>
          <Input
            id={`${id}-type`}
            value={DEFAULT_REQUEST_TYPE}
            readOnly
            aria-readonly="true"
            className="bg-muted"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="What is this request for?"
          maxLength={200}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder="Describe what the rig needs"
          maxLength={2000}
          rows={3}
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isComplete || isSubmitting}>
          {isSubmitting ? 'Creating...' : 'Create'}
        </Button>
      </DialogFooter>
    </form>
  );
}
