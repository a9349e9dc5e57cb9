import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface FormFieldProps {
  /** The control's id: the label points at it, the error and hint take it as their prefix. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/**
 * A label, its control, a hint and the field's error below it (the control sets aria-describedby; the error is
 * announced as it appears).
 */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes of a control inside a FormField. */
export function fieldAria(id: string, error: string | undefined, hasHint = false) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  } as const;
}

interface TextFieldProps extends ComponentProps<'input'> {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/**
 * A text input in its FormField, wired for its error and hint; the rest of the props go to the input
 * (`{...register(name)}` among them). Browsers' autofill stays off unless the caller asks for it.
 */
export function TextField({ id, label, error, hint, autoComplete = 'off', ...inputProps }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        autoComplete={autoComplete}
        {...fieldAria(id, error, hint !== undefined)}
        {...inputProps}
      />
    </FormField>
  );
}

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  id: string;
  label: ReactNode;
  error?: string;
}

/** A textarea in its FormField, wired for its error; the rest of the props go to the textarea. */
export function TextAreaField({ id, label, error, ...textareaProps }: TextAreaFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <Textarea id={id} {...fieldAria(id, error)} {...textareaProps} />
    </FormField>
  );
}
