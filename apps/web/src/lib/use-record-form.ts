import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type FieldPath, type FieldValues, get, type Resolver, useForm } from 'react-hook-form';
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
  /**
   * The error toast's title, for a refusal whose message is not about one of the form's fields. Without it the
   * dialog shows that message itself, above its buttons (`formError`).
   */
  failureTitle?: string;
  /** The error toast's text; the server's message (or the error's) unless given. */
  failureDescription?: (error: unknown) => string;
}

/** The form's field that a server's field path names: `lines.2.quantity` is on the form's `lines`. */
function topFieldOf(path: string): string {
  return path.split(/[.[]/, 1)[0] ?? path;
}

/**
 * The add-or-edit form of one record, on react-hook-form with the contract's schema: it takes the record's
 * values each time the dialog opens, and a refusal's field errors land on their fields (the first one focused,
 * a line's field on that line) while anything else is a toast, or the dialog's own line when it has no toast.
 */
export function useRecordForm<Schema extends FormSchema, Saved>({
  schema,
  open,
  values,
  save,
  onSaved,
  failureTitle,
  failureDescription = errorMessageOf,
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
      const { onForm, hasOtherMessage } = splitFieldErrors(error, formFields, topFieldOf);
      for (const [index, fieldError] of onForm.entries()) {
        setError(
          fieldError.field as FieldPath<Input>,
          { message: fieldError.message },
          { shouldFocus: index === 0 },
        );
      }
      if (!hasOtherMessage) return;
      if (failureTitle) toast.error(failureTitle, { description: failureDescription(error) });
      else setError('root.server', { message: failureDescription(error) });
    }
  });

  /** A field's message: a line's field by its path (`lines.0.quantity`), a list's own message on the list. */
  const errorOf = (name: FieldPath<Input>): string | undefined => {
    const error: { message?: unknown; root?: { message?: unknown } } | undefined = get(
      form.formState.errors,
      name,
    );
    const message = error?.message ?? error?.root?.message;
    return typeof message === 'string' ? message : undefined;
  };
  const formError = form.formState.errors.root?.server?.message;
  return { form, submit, errorOf, formError };
}
