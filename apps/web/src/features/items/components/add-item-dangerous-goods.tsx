import { IMDG_CLASSES, PACKING_GROUPS } from '@rigline/contract/dangerous-goods';
import { Controller } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { describedByOf, fieldErrorOf, NONE } from '../lib/add-item-form';
import { FormField } from './add-item-form-field';
import type { AddItemFieldsProps } from './add-item-measures';

/** Dangerous goods and stowage (issue 11): UN number, IMDG class, packing group, stackable. */
export function AddItemDangerousGoods({ register, control, errors }: AddItemFieldsProps) {
  return (
    <fieldset className="grid gap-4 rounded-md border p-3">
      <legend className="px-1 font-medium text-sm">Dangerous goods and stowage (optional)</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="add-item-un_number" label="UN Number" error={fieldErrorOf(errors, 'un_number')}>
          <Input
            id="add-item-un_number"
            autoComplete="off"
            placeholder="e.g. UN1203"
            aria-invalid={errors.un_number ? true : undefined}
            aria-describedby={describedByOf(errors, 'un_number')}
            {...register('un_number')}
          />
        </FormField>
        <FormField id="add-item-imdg_class" label="IMDG Class" error={fieldErrorOf(errors, 'imdg_class')}>
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
          error={fieldErrorOf(errors, 'packing_group')}
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
  );
}
