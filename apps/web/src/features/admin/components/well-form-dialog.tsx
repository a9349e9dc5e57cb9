import { zodResolver } from '@hookform/resolvers/zod';
import { createWellBodySchema, type Well } from '@rigline/contract/wells';
import { useEffect } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { FormField, fieldAria } from '@/components/layout/form-field';
import { Input } from '@/components/ui/input';
import { useCreateWell } from '@/features/admin/api/create-well';
import { useUpdateWell } from '@/features/admin/api/update-well';
import { errorMessageOf, splitFieldErrors } from '@/lib/form-errors';

const { shape } = createWellBodySchema;
const wellFormSchema = z.object({ name: shape.name, location: shape.location.unwrap() });
type WellFormInput = z.input<typeof wellFormSchema>;
type WellFormField = FieldPath<WellFormInput>;
const FORM_FIELDS = new Set<string>(['name', 'location']);

/** Add a well to a rig, or rename or move one (its location). */
export function WellFormDialog({
  open,
  onOpenChange,
  rigId,
  rigLabel,
  well,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rigId: number;
  rigLabel: string;
  well: Well | null;
}) {
  const createWell = useCreateWell();
  const updateWell = useUpdateWell();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WellFormInput, unknown, z.output<typeof wellFormSchema>>({
    resolver: zodResolver(wellFormSchema),
    defaultValues: { name: '', location: '' },
  });
  useEffect(() => {
    if (open) reset({ name: well?.name ?? '', location: well?.location ?? '' });
  }, [open, well, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = well
        ? await updateWell.mutateAsync({ id: well.id, ...values })
        : await createWell.mutateAsync({ rig_id: rigId, ...values });
      toast.success(well ? 'Well updated' : 'Well created', { description: `${saved.name} on ${rigLabel}.` });
      onOpenChange(false);
    } catch (error) {
      const { onForm, hasOtherMessage } = splitFieldErrors(error, FORM_FIELDS);
      for (const [index, fieldError] of onForm.entries()) {
        setError(
          fieldError.field as WellFormField,
          { message: fieldError.message },
          { shouldFocus: index === 0 },
        );
      }
      if (hasOtherMessage) {
        toast.error(well ? 'Well not updated' : 'Well not created', { description: errorMessageOf(error) });
      }
    }
  });

  const error = (name: WellFormField) => errors[name]?.message;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={well ? 'Edit well' : 'Add well'}
      description={`A well of ${rigLabel}.`}
      onSubmit={submit}
      isSubmitting={isSubmitting}
      submitLabel={well ? 'Save changes' : 'Add well'}
      pendingLabel={well ? 'Saving...' : 'Adding...'}
    >
      <FormField id="well-name" label="Well name *" error={error('name')}>
        <Input
          id="well-name"
          autoComplete="off"
          {...fieldAria('well-name', error('name'))}
          {...register('name')}
        />
      </FormField>
      <FormField id="well-location" label="Location" error={error('location')}>
        <Input
          id="well-location"
          autoComplete="off"
          {...fieldAria('well-location', error('location'))}
          {...register('location')}
        />
      </FormField>
    </FormDialog>
  );
}
