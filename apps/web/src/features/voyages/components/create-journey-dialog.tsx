import { zodResolver } from '@hookform/resolvers/zod';
import { createJourneyBodySchema } from '@rigline/contract/journeys';
import type { Rig } from '@rigline/contract/rigs';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DisabledReason } from '@/components/layout/field-extras';
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

/** §5: a rig must be chosen ('Please select a rig'); the select holds its id as text. */
const createJourneyFormSchema = z.object({
  rig_id: z
    .string()
    .min(1, 'Please select a rig')
    .transform(Number)
    .pipe(createJourneyBodySchema.shape.rig_id),
});
type CreateJourneyFormInput = z.input<typeof createJourneyFormSchema>;
type CreateJourneyFormOutput = z.output<typeof createJourneyFormSchema>;

const EMPTY_FORM: CreateJourneyFormInput = { rig_id: '' };

/** §2.2: 'Create New Journey', one rig from those not yet in the voyage. */
export function CreateJourneyDialog({
  voyageId,
  open,
  onOpenChange,
  availableRigs,
  rigsError,
}: CreateJourneyDialogProps) {
  const createJourney = useCreateJourney(voyageId);
  const isLoading = availableRigs === undefined && !rigsError;
  const hasRigs = (availableRigs?.length ?? 0) > 0;
  const { control, handleSubmit, reset, watch, setError, formState } = useForm<
    CreateJourneyFormInput,
    unknown,
    CreateJourneyFormOutput
  >({ resolver: zodResolver(createJourneyFormSchema), defaultValues: EMPTY_FORM });
  const rigId = watch('rig_id');
  const isChosenAvailable = availableRigs?.some((rig) => String(rig.id) === rigId) ?? false;
  const error = formState.errors.rig_id?.message ?? null;

  function changeOpen(next: boolean) {
    if (createJourney.isPending) return;
    onOpenChange(next);
    if (!next) reset(EMPTY_FORM);
  }

  const submit = handleSubmit((values) => {
    // A rig another journey took meanwhile is no longer offered.
    if (!isChosenAvailable) {
      setError('rig_id', { message: 'Please select a rig' });
      return;
    }
    createJourney.mutate(values.rig_id, {
      onSuccess: () => {
        notifySuccess('Journey created successfully');
        onOpenChange(false);
        reset(EMPTY_FORM);
      },
      onError: (failure) => notifyFailure('Failed to create journey', failure),
    });
  });

  const submitReason = isLoading
    ? null
    : !hasRigs
      ? 'All available rigs have been assigned to journeys.'
      : !isChosenAvailable
        ? 'Select a rig first.'
        : null;
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
            <Controller
              control={control}
              name="rig_id"
              render={({ field }) => (
                <Select
                  value={isChosenAvailable ? field.value : ''}
                  onValueChange={field.onChange}
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
              )}
            />
            {error ? (
              <p id="create-journey-rig-error" className="text-destructive text-sm">
                {error}
              </p>
            ) : null}
            {rigsError ? <p className="text-destructive text-sm">{rigsError}</p> : null}
          </div>
          <DisabledReason id="create-journey-why" reason={submitReason} />
          <DialogFooter>
            <Button variant="outline" disabled={createJourney.isPending} onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={!isChosenAvailable || !hasRigs || createJourney.isPending}
              aria-describedby={submitReason ? 'create-journey-why' : undefined}
            >
              {createJourney.isPending ? 'Creating...' : 'Create Journey'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
