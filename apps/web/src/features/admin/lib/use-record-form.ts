import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type FieldPath, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { errorMessageOf, splitFieldErrors } from '@/lib/form-errors';

type FormSchema = z.ZodObject;

interface RecordFormOptions<Schema extends FormSchema, Saved> {
  schema: Schema;
  open: boolean;
  /** What the form shows each time it opens: the record's values, or a new record's. */
  values: z.input<Schema> & FieldValues;
  /** The create or the update call. */
  save: (values: z.output<Schema>) => Promise<Saved>;
  /** After a save (the success toast, closing the dialog). */
  onSaved: (saved: Saved) => void;
  /** The error toast's title, for a refusal whose message is not about one of the form's fields. */
  failureTitle: string;
}

/**
 * The add-or-edit form of one record of master data, on react-hook-form with the contract's schema: it takes
 * the record's values each time the dialog opens, and a refusal's field errors land on their fields (the first
 * one focused) while anything else is a toast.
 */
export function useRecordForm<Schema extends FormSchema, Saved>({
  schema,
  open,
  values,
  save,
  onSaved,
  failureTitle,
}: RecordFormOptions<Schema, Saved>) {
  type Input = z.input<Schema> & FieldValues;
  const form = useForm<Input, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Input, unknown, z.output<Schema>>,
    defaultValues: values as never,
  });
  const { reset, setError, handleSubmit } = form;
  // The values as text: a refetch that leaves them the same does not wipe what is being typed.
  const valuesKey = JSON.stringify(values);
  useEffect(() => {
    if (open) reset(JSON.parse(valuesKey));
  }, [open, valuesKey, reset]);

  const formFields = new Set(Object.keys(schema.shape));
  const submit = handleSubmit(async (submitted) => {
    try {
      onSaved(await save(submitted));
    } catch (error) {
      const { onForm, hasOtherMessage } = splitFieldErrors(error, formFields);
      for (const [index, fieldError] of onForm.entries()) {
        setError(
          fieldError.field as FieldPath<Input>,
          { message: fieldError.message },
          { shouldFocus: index === 0 },
        );
      }
      if (hasOtherMessage) toast.error(failureTitle, { description: errorMessageOf(error) });
    }
  });

  const errorOf = (name: FieldPath<Input>): string | undefined => {
    const message = form.formState.errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  return { form, submit, errorOf };
}
