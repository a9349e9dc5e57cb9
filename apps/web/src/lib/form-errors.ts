import type { FieldError } from '@rigline/contract/api';
import { ApiError } from '@/lib/api-client';

/**
 * A refusal's field errors that name a field of the form, and whether anything is left for a toast: a
 * message not tied to one of the form's fields, or a refusal with no field errors at all (409 "changed by",
 * a network failure).
 */
export function splitFieldErrors(
  error: unknown,
  formFields: ReadonlySet<string>,
  /** The form's field a server's field path is on; the path itself unless told (a line's field is on its list). */
  fieldOf: (path: string) => string = (path) => path,
): { onForm: FieldError[]; hasOtherMessage: boolean } {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
  const onForm = fieldErrors.filter((fieldError) => formFields.has(fieldOf(fieldError.field)));
  return { onForm, hasOtherMessage: onForm.length === 0 || onForm.length < fieldErrors.length };
}

/** The text a toast shows for a failed call: the server's message, or the error's. */
export function errorMessageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
