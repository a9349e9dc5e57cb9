import { zodResolver } from '@hookform/resolvers/zod';
import { type Base, createBaseBodySchema } from '@rigline/contract/bases';
import { useEffect } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { FormField, fieldAria } from '@/components/layout/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateBase } from '@/features/admin/api/create-base';
import { useUpdateBase } from '@/features/admin/api/update-base';
import { errorMessageOf, splitFieldErrors } from '@/lib/form-errors';

const { shape } = createBaseBodySchema;
const baseFormSchema = z.object({
  name: shape.name,
  location: shape.location.unwrap(),
  is_default: shape.is_default.unwrap(),
});
type BaseFormInput = z.input<typeof baseFormSchema>;
type BaseFormField = FieldPath<BaseFormInput>;
const FORM_FIELDS = new Set<string>(['name', 'location', 'is_default']);

/** Add or edit a base; one base is the default, where a voyage starts and ends unless another is chosen. */
export function BaseFormDialog({
  open,
  onOpenChange,
  base,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  base: Base | null;
}) {
  const createBase = useCreateBase();
  const updateBase = useUpdateBase();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BaseFormInput, unknown, z.output<typeof baseFormSchema>>({
    resolver: zodResolver(baseFormSchema),
    defaultValues: { name: '', location: '', is_default: false },
  });
  useEffect(() => {
    if (open)
      reset({
        name: base?.name ?? '',
        location: base?.location ?? '',
        is_default: base?.is_default ?? false,
      });
  }, [open, base, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = base
        ? await updateBase.mutateAsync({ id: base.id, ...values })
        : await createBase.mutateAsync(values);
      toast.success(base ? 'Base updated' : 'Base created', {
        description: saved.is_default
          ? `${saved.name} is the default base.`
          : `${saved.name} has been saved.`,
      });
      onOpenChange(false);
    } catch (error) {
      const { onForm, hasOtherMessage } = splitFieldErrors(error, FORM_FIELDS);
      for (const [index, fieldError] of onForm.entries()) {
        setError(
          fieldError.field as BaseFormField,
          { message: fieldError.message },
          { shouldFocus: index === 0 },
        );
      }
      if (hasOtherMessage) {
        toast.error(base ? 'Base not updated' : 'Base not created', { description: errorMessageOf(error) });
      }
    }
  });

  const error = (name: BaseFormField) => errors[name]?.message;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={base ? 'Edit base' : 'Add base'}
      description="A shore base where voyages load and end."
      onSubmit={submit}
      isSubmitting={isSubmitting}
      submitLabel={base ? 'Save changes' : 'Add base'}
      pendingLabel={base ? 'Saving...' : 'Adding...'}
    >
      <FormField id="base-name" label="Base name *" error={error('name')}>
        <Input
          id="base-name"
          autoComplete="off"
          {...fieldAria('base-name', error('name'))}
          {...register('name')}
        />
      </FormField>
      <FormField id="base-location" label="Location" error={error('location')}>
        <Input
          id="base-location"
          autoComplete="off"
          {...fieldAria('base-location', error('location'))}
          {...register('location')}
        />
      </FormField>
      <div className="grid gap-1">
        <div className="flex items-center gap-2">
          <Controller
            control={control}
            name="is_default"
            render={({ field }) => (
              <Checkbox
                id="base-is_default"
                checked={field.value}
                // The default base stops being it only when another becomes it.
                disabled={base?.is_default === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor="base-is_default">Default base</Label>
        </div>
        <p className="text-muted-foreground text-xs">
          {base?.is_default
            ? 'This is the default base: make another base the default to change it.'
            : 'Voyages start and end here unless another base is chosen. The former default stops being it.'}
        </p>
        {error('is_default') ? <p className="text-destructive text-sm">{error('is_default')}</p> : null}
      </div>
    </FormDialog>
  );
}
