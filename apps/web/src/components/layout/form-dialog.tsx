import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/utils';

interface FormDialogProps {
  open: boolean;
  /** Not called while the form is submitting: a dialog does not close under a call in flight. */
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  submitLabel: string;
  /** The submit button's text while the call runs, e.g. "Saving...". */
  pendingLabel: string;
  /** A refusal not about one field (a conflict, a network failure), shown above the buttons. */
  formError?: string | undefined;
  /** Wider dialogs lay their fields out in two columns. */
  isWide?: boolean;
  children: ReactNode;
}

/**
 * A create or edit dialog: a title, the fields, Cancel and the submit button. The form checks itself with the
 * contract's schema (react-hook-form) and shows the server's field errors on the fields; the caller does both.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  isSubmitting,
  submitLabel,
  pendingLabel,
  formError,
  isWide = false,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? undefined : onOpenChange(next))}>
      <DialogContent className={cn(isWide && 'sm:max-w-2xl')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {/* noValidate: the schema's messages show on the fields instead of the browser's bubbles. */}
        <form className="grid gap-4" noValidate onSubmit={onSubmit}>
          {children}
          {formError ? (
            <p role="alert" className="text-destructive text-sm">
              {formError}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
