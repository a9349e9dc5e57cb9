import { createWellBodySchema, type Well } from '@rigline/contract/wells';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { TextField } from '@/components/layout/form-field';
import { useCreateWell } from '@/features/admin/api/create-well';
import { useUpdateWell } from '@/features/admin/api/update-well';
import { useRecordForm } from '@/lib/use-record-form';

const { shape } = createWellBodySchema;
const wellFormSchema = z.object({ name: shape.name, location: shape.location.unwrap() });

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
  const { form, submit, errorOf } = useRecordForm({
    schema: wellFormSchema,
    open,
    values: { name: well?.name ?? '', location: well?.location ?? '' },
    save: (values) =>
      well
        ? updateWell.mutateAsync({ id: well.id, ...values })
        : createWell.mutateAsync({ rig_id: rigId, ...values }),
    onSaved: (saved) => {
      toast.success(well ? 'Well updated' : 'Well created', { description: `${saved.name} on ${rigLabel}.` });
      onOpenChange(false);
    },
    failureTitle: well ? 'Well not updated' : 'Well not created',
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={well ? 'Edit well' : 'Add well'}
      description={`A well of ${rigLabel}.`}
      onSubmit={submit}
      isSubmitting={form.formState.isSubmitting}
      submitLabel={well ? 'Save changes' : 'Add well'}
      pendingLabel={well ? 'Saving...' : 'Adding...'}
    >
      <TextField id="well-name" label="Well name *" error={errorOf('name')} {...form.register('name')} />
      <TextField
        id="well-location"
        label="Location"
        error={errorOf('location')}
        {...form.register('location')}
      />
    </FormDialog>
  );
}
