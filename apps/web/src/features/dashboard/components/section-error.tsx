import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface SectionErrorProps {
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
  className?: string;
}

/** A part of a dashboard that could not load, with a way to try again. */
export function SectionError({ message, onRetry, isRetrying, className }: SectionErrorProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-destructive text-sm',
        className,
      )}
    >
      <span className="flex items-center gap-2">
        <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
        {message}
      </span>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        <RotateCw className={cn(isRetrying && 'animate-spin')} aria-hidden="true" />
        {isRetrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
