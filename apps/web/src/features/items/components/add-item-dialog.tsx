import { zodResolver } from '@hookform/resolvers/zod';
import { ITEM_UNITS, MEASUREMENT_UNITS } from '@rigline/contract/constants';
import { IMDG_CLASSES, PACKING_GROUPS } from '@rigline/contract/dangerous-goods';
import { createItemBodySchema } from '@rigline/contract/items';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
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
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useCreateItem } from '@/features/items/api/create-item';
import { toNumberOrZero } from '@/features/items/lib/number-input';
import { ApiError } from '@/lib/api-client';

const { shape } = createItemBodySchema;

/** A number box's text, read as §5 says: empty or not a number counts as 0; the contract then checks it. */
function measureField(schema: (typeof shape)['length']) {
  return z.string().transform(toNumberOrZero).pipe(schema.unwrap());
}

const addItemFormSchema = z.object({
  mat_code: shape.mat_code,
  name: shape.name,
  description: shape.description,
  remarks: shape.remarks,
  length: measureField(shape.length),
  breadth: measureField(shape.breadth),
  height: measureField(shape.height),
  weight: measureField(shape.weight),
  volume: measureField(shape.volume),
  item_measurement_unit: shape.item_measurement_unit,
  un_number: shape.un_number,
  imdg_class: shape.imdg_class,
  packing_group: shape.packing_group,
  is_stackable: shape.is_stackable,
});
type AddItemFormInput = z.input<typeof addItemFormSchema>;
type AddItemFormField = FieldPath<AddItemFormInput>;

const EMPTY_FORM: AddItemFormInput = {
  mat_code: '',
  name: '',
  description: '',
  remarks: '',
  length: '',
  breadth: '',
  height: '',
  weight: '',
  volume: '',
  item_measurement_unit: 'count',
  un_number: '',
  imdg_class: '',
  packing_group: '',
  is_stackable: false,
};

/** Radix's select takes no empty value: this one stands for "not dangerous goods". */
const NONE = 'none';

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_FORM));

const MEASURE_FIELDS = [
  { name: 'length', label: 'Length', unit: ITEM_UNITS.length },
  { name: 'breadth', label: 'Breadth', unit: ITEM_UNITS.breadth },
  { name: 'height', label: 'Height', unit: ITEM_UNITS.height },
  { name: 'weight', label: 'Weight', unit: ITEM_UNITS.weight },
  { name: 'volume', label: 'Volume', unit: ITEM_UNITS.volume },
] as const;

/** The Add Item dialog of §5: mat code, name and description required; units fixed on submit. */
export function AddItemDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const createItem = useCreateItem();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddItemFormInput, unknown, z.output<typeof addItemFormSchema>>({
    resolver: zodResolver(addItemFormSchema),
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

  const fieldError = (name: AddItemFormField) => errors[name]?.message;
  const describedBy = (name: AddItemFormField) => (errors[name] ? `add-item-${name}-error` : undefined);

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
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {MEASURE_FIELDS.map(({ name, label, unit }) => (
              <FormField key={name} id={`add-item-${name}`} label={label} error={fieldError(name)}>
                <div className="relative">
                  <Input
                    id={`add-item-${name}`}
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min="0"
                    placeholder="0"
                    className="pr-16"
                    aria-invalid={errors[name] ? true : undefined}
                    aria-describedby={[`add-item-${name}-unit`, describedBy(name)].filter(Boolean).join(' ')}
                    {...register(name)}
                  />
                  <span
                    id={`add-item-${name}-unit`}
                    className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground text-xs"
                  >
                    {unit}
                  </span>
                </div>
              </FormField>
            ))}
            <FormField
              id="add-item-item_measurement_unit"
              label="Measurement Unit"
              error={fieldError('item_measurement_unit')}
            >
              <Controller
                control={control}
                name="item_measurement_unit"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger
                      id="add-item-item_measurement_unit"
                      className="w-full"
                      onBlur={field.onBlur}
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {MEASUREMENT_UNITS.map((unit) => (
                        <SelectItem key={unit} value={unit}>
                          {unit}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
          </div>
          <fieldset className="grid gap-4 rounded-md border p-3">
            <legend className="px-1 font-medium text-sm">Dangerous goods and stowage (optional)</legend>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField id="add-item-un_number" label="UN Number" error={fieldError('un_number')}>
                <Input
                  id="add-item-un_number"
                  autoComplete="off"
                  placeholder="e.g. UN1203"
                  aria-invalid={errors.un_number ? true : undefined}
                  aria-describedby={describedBy('un_number')}
                  {...register('un_number')}
                />
              </FormField>
              <FormField id="add-item-imdg_class" label="IMDG Class" error={fieldError('imdg_class')}>
                <Controller
                  control={control}
                  name="imdg_class"
                  render={({ field }) => (
                    <Select
                      value={typeof field.value === 'string' && field.value !== '' ? field.value : NONE}
                      onValueChange={(value) => field.onChange(value === NONE ? '' : value)}
                    >
                      <SelectTrigger
                        id="add-item-imdg_class"
                        className="w-full"
                        onBlur={field.onBlur}
                        aria-invalid={errors.imdg_class ? true : undefined}
                      >
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value={NONE}>Not dangerous goods</SelectItem>
                        {IMDG_CLASSES.map((imdgClass) => (
                          <SelectItem key={imdgClass} value={imdgClass}>
                            Class {imdgClass}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </FormField>
              <FormField
                id="add-item-packing_group"
                label="Packing Group"
                error={fieldError('packing_group')}
              >
                <Controller
                  control={control}
                  name="packing_group"
                  render={({ field }) => (
                    <Select
                      value={typeof field.value === 'string' && field.value !== '' ? field.value : NONE}
                      onValueChange={(value) => field.onChange(value === NONE ? '' : value)}
                    >
                      <SelectTrigger
                        id="add-item-packing_group"
                        className="w-full"
                        onBlur={field.onBlur}
                        aria-invalid={errors.packing_group ? true : undefined}
                      >
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value={NONE}>None</SelectItem>
                        {PACKING_GROUPS.map((group) => (
                          <SelectItem key={group} value={group}>
                            {group}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </FormField>
            </div>
            <label className="flex items-center gap-2 text-sm" htmlFor="add-item-is_stackable">
              <input
                id="add-item-is_stackable"
                type="checkbox"
                className="size-4 accent-primary"
                {...register('is_stackable')}
              />
              Stackable (goes two high on deck)
            </label>
          </fieldset>
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

function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
