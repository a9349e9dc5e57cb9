import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_REQUEST_TYPE } from '@rigline/contract/constants';
import { type CreateRequestBody, createRequestBodySchema, type NewRequest } from '@rigline/contract/requests';
import type { Rig } from '@rigline/contract/rigs';
import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { fieldAria } from '@/components/layout/form-field';
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

/**
 * An empty picker in the form's values: nothing chosen, which the contract's schema answers with its own
 * "Please select a rig/well" (the body type has no "nothing" for an id).
 */
function idOrNone(id: number | null): number {
  return id ?? (undefined as unknown as number);
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
  // The contract's own schema checks the form (issue 12): Create stays disabled until it passes (§ Create Request).
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isValid, touchedFields },
  } = useForm<CreateRequestBody, unknown, NewRequest>({
    resolver: zodResolver(createRequestBodySchema),
    mode: 'onChange',
    defaultValues: {
      rig_id: initialRigId ?? undefined,
      well_id: currentWellOf(rigs, initialRigId) ?? undefined,
      type: DEFAULT_REQUEST_TYPE,
      section: '',
      title: '',
      description: '',
    },
  });
  const rigId = useWatch({ control, name: 'rig_id' }) ?? null;
  const wells = useRigWells(rigId);
  const createRequest = useCreateRequest();

  // Once the rig's wells are in: keep the chosen well if it is one of them, else the rig's current well.
  const wellList = wells.data?.data;
  useEffect(() => {
    if (!wellList) return;
    const chosen = getValues('well_id');
    if (chosen !== undefined && wellList.some((well) => well.id === chosen)) return;
    const current = currentWellOf(rigs, rigId);
    setValue('well_id', idOrNone(wellList.some((well) => well.id === current) ? current : null), {
      shouldValidate: true,
    });
  }, [wellList, rigs, rigId, getValues, setValue]);

  const isSubmitting = createRequest.isPending;

  const submit = handleSubmit(async (request) => {
    if (isSubmitting) return;
    try {
      const result = await createRequest.mutateAsync({
        ...request,
        rig_id: Math.trunc(request.rig_id),
        well_id: Math.trunc(request.well_id),
      });
      toast.success('Success', { description: result.message });
      onCreated(result.request_id);
    } catch {
      toast.error('Error', { description: 'Failed to create request. Please try again.' });
    }
  });

  /** A text field's message from the contract, once the person has left the field. */
  const textError = (name: 'section' | 'title' | 'description') =>
    touchedFields[name] ? errors[name]?.message : undefined;

  const wellPlaceholder =
    rigId === null
      ? 'Select a rig first'
      : wells.isPending
        ? 'Loading wells...'
        : wells.isError
          ? 'Could not load wells'
          : 'Select a well';

  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-rig`}>Rig</Label>
          <Controller
            control={control}
            name="rig_id"
            render={({ field }) => (
              <RigSelect
                id={`${id}-rig`}
                rigs={rigs}
                value={field.value ?? null}
                onChange={(next) => {
                  field.onChange(next ?? undefined);
                  // Choosing a rig fills in its current well (§2).
                  setValue('well_id', idOrNone(currentWellOf(rigs, next)), { shouldValidate: true });
                }}
                className="sm:w-full"
              />
            )}
          />
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={`${id}-well`}>Well</Label>
          <Controller
            control={control}
            name="well_id"
            render={({ field }) => (
              <Select
                value={field.value === undefined ? '' : String(field.value)}
                onValueChange={(value) => field.onChange(Number(value))}
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
            )}
          />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-section`}>Section</Label>
          <Input
            id={`${id}-section`}
            {...register('section')}
            {...fieldAria(`${id}-section`, textError('section'))}
            placeholder='e.g. 12 1/4" section'
            maxLength={100}
          />
          <FieldMessage id={`${id}-section-error`} message={textError('section')} />
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
          {...register('title')}
          {...fieldAria(`${id}-title`, textError('title'))}
          placeholder="What is this request for?"
          maxLength={200}
        />
        <FieldMessage id={`${id}-title-error`} message={textError('title')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          {...register('description')}
          {...fieldAria(`${id}-description`, textError('description'))}
          placeholder="Describe what the rig needs"
          maxLength={2000}
          rows={3}
        />
        <FieldMessage id={`${id}-description-error`} message={textError('description')} />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isValid || isSubmitting}>
          {isSubmitting ? 'Creating...' : 'Create'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-destructive text-sm">
      {message}
    </p>
  ) : null;
}
