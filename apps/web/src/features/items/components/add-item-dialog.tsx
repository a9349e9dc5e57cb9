import { zodResolver } from '@hookform/resolvers/zod';
import { ITEM_UNITS } from '@rigline/contract/constants';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCreateItem } from '@/features/items/api/create-item';
import { ApiError } from '@/lib/api-client';
import { useUnitSystem } from '@/lib/preferences';
import {
  type AddItemFormField,
  type AddItemFormInput,
  type AddItemFormOutput,
  addItemFormSchemaFor,
  describedByOf,
  EMPTY_FORM,
  FORM_FIELDS,
  fieldErrorOf,
} from '../lib/add-item-form';
import { AddItemDangerousGoods } from './add-item-dangerous-goods';
import { FormField } from './add-item-form-field';
import { AddItemMeasures } from './add-item-measures';

/** The Add Item dialog of §5: mat code, name and description required; units fixed on submit. */
export function AddItemDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const createItem = useCreateItem();
  const system = useUnitSystem();
  const schema = useMemo(() => addItemFormSchemaFor(system), [system]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddItemFormInput, unknown, AddItemFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_FORM,
  });

  function changeOpen(open: boolean) {
    if (isSubmitting) return;
    setIsOpen(open);
    if (!open) reset(EMPTY_FORM);
  }

  const submit = handleSubmit(async (values) => {
    try {
      const result = await createItem.mutateAsync({
        ...values,
        length_unit: ITEM_UNITS.length,
        breadth_unit: ITEM_UNITS.breadth,
        height_unit: ITEM_UNITS.height,
        weight_unit: ITEM_UNITS.weight,
        volume_unit: ITEM_UNITS.volume,
      });
      toast.success('Success', { description: result.message });
      setIsOpen(false);
      reset(EMPTY_FORM);
    } catch (error) {
      // Field errors the form can show (a mat code already in the catalogue) go on the field.
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
      const onForm = fieldErrors.filter((fieldError) => FORM_FIELDS.has(fieldError.field));
      for (const [index, fieldError] of onForm.entries()) {
        setError(
          fieldError.field as AddItemFormField,
          { message: fieldError.message },
          { shouldFocus: index === 0 },
        );
      }
      if (onForm.length === 0 || onForm.length < fieldErrors.length) {
        toast.error('Error', { description: error instanceof Error ? error.message : String(error) });
      }
    }
  });

  const fieldError = (name: AddItemFormField) => fieldErrorOf(errors, name);
  const describedBy = (name: AddItemFormField) => describedByOf(errors, name);

  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add Item
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add Item</DialogTitle>
          <DialogDescription>Add an item to your catalogue. Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="add-item-mat_code" label="Mat Code *" error={fieldError('mat_code')}>
              <Input
                id="add-item-mat_code"
                autoComplete="off"
                aria-invalid={errors.mat_code ? true : undefined}
                aria-describedby={describedBy('mat_code')}
                {...register('mat_code')}
              />
            </FormField>
            <FormField id="add-item-name" label="Item Name *" error={fieldError('name')}>
              <Input
                id="add-item-name"
                autoComplete="off"
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={describedBy('name')}
                {...register('name')}
              />
            </FormField>
          </div>
          <FormField id="add-item-description" label="Description *" error={fieldError('description')}>
            <Textarea
              id="add-item-description"
              rows={2}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy('description')}
              {...register('description')}
            />
          </FormField>
          <FormField id="add-item-remarks" label="Remarks" error={fieldError('remarks')}>
            <Textarea
              id="add-item-remarks"
              rows={2}
              aria-invalid={errors.remarks ? true : undefined}
              aria-describedby={describedBy('remarks')}
              {...register('remarks')}
            />
          </FormField>
          <AddItemMeasures register={register} control={control} errors={errors} />
          <AddItemDangerousGoods register={register} control={control} errors={errors} />
          <DialogFooter>
            <Button variant="outline" disabled={isSubmitting} onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Adding...' : 'Add Item'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
