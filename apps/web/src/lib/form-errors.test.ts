import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorMessageOf, splitFieldErrors } from '@/lib/form-errors';

const FIELDS = new Set(['name', 'email']);

describe('splitFieldErrors', () => {
  it('puts the errors that name a field of the form on the form and nothing in a toast', () => {
    const error = new ApiError({
      code: 'REFUSED',
      status: 409,
      serverMessage: 'That email is already taken',
      fieldErrors: [{ field: 'email', message: 'That email is already taken' }],
    });
    expect(splitFieldErrors(error, FIELDS)).toEqual({
      onForm: [{ field: 'email', message: 'That email is already taken' }],
      hasOtherMessage: false,
    });
  });

  it('leaves a toast for an error on a field the form does not have', () => {
    const error = new ApiError({
      code: 'REFUSED',
      status: 400,
      serverMessage: 'Bad input',
      fieldErrors: [
        { field: 'name', message: 'Name is required' },
        { field: 'vendor_id', message: 'Choose a company' },
      ],
    });
    const split = splitFieldErrors(error, FIELDS);
    expect(split.onForm.map((fieldError) => fieldError.field)).toEqual(['name']);
    expect(split.hasOtherMessage).toBe(true);
  });

  it('leaves a toast for a refusal with no field errors and for any other failure', () => {
    const conflict = new ApiError({ code: 'REFUSED', status: 409, serverMessage: 'Changed by Ada at 10:00' });
    expect(splitFieldErrors(conflict, FIELDS)).toEqual({ onForm: [], hasOtherMessage: true });
    expect(splitFieldErrors(new TypeError('Failed to fetch'), FIELDS).hasOtherMessage).toBe(true);
    expect(errorMessageOf(conflict)).toBe('Changed by Ada at 10:00');
    expect(errorMessageOf('plain')).toBe('plain');
  });
});

describe('splitFieldErrors on a form with lines', () => {
  it("puts a line's field error on the form when the form has the list", () => {
    const error = new ApiError({
      code: 'REFUSED',
      status: 400,
      serverMessage: 'Quantity received cannot be more than the quantity shipped',
      fieldErrors: [{ field: 'lines.1.received_quantity', message: 'Too many' }],
    });
    const topField = (path: string) => path.split('.')[0] ?? path;
    expect(splitFieldErrors(error, new Set(['lines']), topField)).toEqual({
      onForm: [{ field: 'lines.1.received_quantity', message: 'Too many' }],
      hasOtherMessage: false,
    });
    expect(splitFieldErrors(error, new Set(['lines'])).hasOtherMessage).toBe(true);
  });
});
