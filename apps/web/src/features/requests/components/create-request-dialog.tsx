import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_REQUEST_TYPE } from '@rigline/contract/constants';
import { type CreateRequestBody, createRequestBodySchema, type NewRequest } from '@rigline/contract/requests';
import type { Rig } from '@rigline/contract/rigs';
import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { DisabledReason, RequiredMark, TextLimit } from '@/components/layout/field-extras';
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
import { NextSailings } from './next-sailings';
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
          <DialogDescription>
            Raise a new supply request for a rig and one of its wells. Every field marked * is required.
          </DialogDescription>
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

type TextName = 'section' | 'title' | 'description';
const TEXT_NAMES: readonly TextName[] = ['section', 'title', 'description'];
/** The contract's limits (createRequestBodySchema), shown as a count near them. */
const TEXT_LIMITS: Record<TextName, number> = { section: 100, title: 200, description: 2000 };
const TEXT_LABELS: Record<TextName, string> = {
  section: 'Section',
  title: 'Title',
  description: 'Description',
};

/**
 * Why Create is still disabled, in the form's own words: what is missing or too long. From the contract's
 * schema run on what is typed now, so it is right before any field has been touched.
 */
function whatIsMissing(values: Partial<CreateRequestBody>): string | null {
  const check = createRequestBodySchema.safeParse(values);
  if (check.success) return null;
  const failing = new Set(check.error.issues.map((issue) => String(issue.path[0])));
  const needs: string[] = [];
  if (failing.has('rig_id')) needs.push('choose a rig');
  if (failing.has('well_id')) needs.push('choose a well');
  for (const name of TEXT_NAMES) {
    if (!failing.has(name)) continue;
    needs.push(
      (values[name] ?? '').length > TEXT_LIMITS[name]
        ? `shorten ${TEXT_LABELS[name]} to ${TEXT_LIMITS[name].toLocaleString('en-GB')} characters`
        : `fill in ${TEXT_LABELS[name]}`,
    );
  }
  if (needs.length === 0) return null;
  const list = needs.length === 1 ? needs[0] : `${needs.slice(0, -1).join(', ')} and ${needs.at(-1)}`;
  return `To create the request, ${list}.`;
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

  const values = useWatch({ control });
  const lengthOf = (name: TextName) => (values[name] ?? '').length;
  /**
   * A text field's message from the contract, once the person has left the field, or at once when the text is
   * longer than the field takes (a long paste is never cut without a word, issue 22).
   */
  const textError = (name: TextName) =>
    touchedFields[name] || lengthOf(name) > TEXT_LIMITS[name] ? errors[name]?.message : undefined;
  const disabledReason = whatIsMissing(values);

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
          <Label htmlFor={`${id}-rig`}>
            Rig <RequiredMark />
          </Label>
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
          <Label htmlFor={`${id}-well`}>
            Well <RequiredMark />
          </Label>
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
          <Label htmlFor={`${id}-section`}>
            Section <RequiredMark />
          </Label>
          <Input
            id={`${id}-section`}
            {...register('section')}
            {...fieldAria(`${id}-section`, textError('section'))}
            aria-required="true"
            placeholder='e.g. 12 1/4" section'
          />
          <FieldMessage id={`${id}-section-error`} message={textError('section')} />
          <TextLimit id={`${id}-section-count`} length={lengthOf('section')} max={TEXT_LIMITS.section} />
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
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-required-by`}>Required by (optional)</Label>
          <Input
            id={`${id}-required-by`}
            type="date"
            {...register('required_by', { setValueAs: (value: string) => (value ? value : null) })}
            {...fieldAria(`${id}-required-by`, errors.required_by?.message)}
          />
          <FieldMessage id={`${id}-required-by-error`} message={errors.required_by?.message} />
        </div>
        <NextSailings rigId={rigId} rigName={rigs.find((rig) => rig.id === rigId)?.name ?? null} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-po-number`}>PO number (optional)</Label>
        <Input
          id={`${id}-po-number`}
          autoComplete="off"
          placeholder="As in the operator's purchase order, e.g. 4500012345"
          {...register('po_number', { setValueAs: (value: string) => (value.trim() ? value : null) })}
          {...fieldAria(`${id}-po-number`, errors.po_number?.message)}
        />
        <FieldMessage id={`${id}-po-number-error`} message={errors.po_number?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>
          Title <RequiredMark />
        </Label>
        <Input
          id={`${id}-title`}
          {...register('title')}
          {...fieldAria(`${id}-title`, textError('title'))}
          aria-required="true"
          placeholder="What is this request for?"
        />
        <FieldMessage id={`${id}-title-error`} message={textError('title')} />
        <TextLimit id={`${id}-title-count`} length={lengthOf('title')} max={TEXT_LIMITS.title} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>
          Description <RequiredMark />
        </Label>
        <Textarea
          id={`${id}-description`}
          {...register('description')}
          {...fieldAria(`${id}-description`, textError('description'))}
          aria-required="true"
          placeholder="Describe what the rig needs"
          rows={3}
        />
        <FieldMessage id={`${id}-description-error`} message={textError('description')} />
        <TextLimit
          id={`${id}-description-count`}
          length={lengthOf('description')}
          max={TEXT_LIMITS.description}
        />
      </div>
      <DisabledReason id={`${id}-why`} reason={disabledReason} />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={Boolean(disabledReason) || !isValid || isSubmitting}
          aria-describedby={disabledReason ? `${id}-why` : undefined}
        >
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
