import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A label over its value, inside a <dl>. The voyage screens pass `content-start` so that the label and value
 * stay together at the top when a neighbour in the row is taller.
 */
export function InfoField({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('grid min-w-0 gap-1', className)}>
      <dt className="text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
      <dd className="break-words font-medium text-sm">{children}</dd>
    </div>
  );
}
