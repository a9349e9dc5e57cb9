import { Progress as ProgressPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A progress bar; `value` null means the amount is unknown, shown as a pulsing full bar. */
export function Progress({
  className,
  value,
  ...props
}: Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, 'value'> & { value: number | null }) {
  const percent = value === null ? null : Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={percent}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          'h-full w-full flex-1 bg-primary transition-transform duration-200',
          percent === null && 'animate-pulse',
        )}
        style={{ transform: `translateX(-${100 - (percent ?? 100)}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
