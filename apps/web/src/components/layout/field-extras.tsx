import { cn } from '@/lib/utils';

/**
 * Small parts of a form that say what the form expects (issue 22): the mark of a required field, the count of a
 * text near its limit, and why a disabled button cannot be pressed yet.
 */

/** After a label: a red star for the eye; the control itself carries aria-required for a screen reader. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      *
    </span>
  );
}

/** From this share of the limit on, the count shows, so a person sees the limit coming. */
const SHOW_FROM = 0.8;

/** "180 / 200" below a text once it nears its limit; red past it (the field's own error says what to do). */
export function TextLimit({ id, length, max }: { id: string; length: number; max: number }) {
  if (length < max * SHOW_FROM) return null;
  return (
    <p
      id={id}
      aria-live="polite"
      className={
        length > max ? 'text-destructive text-xs tabular-nums' : 'text-muted-foreground text-xs tabular-nums'
      }
    >
      {length.toLocaleString('en-GB')} / {max.toLocaleString('en-GB')} characters
    </p>
  );
}

/** Why the button beside it is disabled, in words; the button points at it with aria-describedby. */
export function DisabledReason({
  id,
  reason,
  className,
}: {
  id: string;
  reason: string | null;
  className?: string;
}) {
  if (!reason) return null;
  return (
    <p id={id} className={cn('text-muted-foreground text-sm', className)}>
      {reason}
    </p>
  );
}
