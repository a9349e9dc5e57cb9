import { Anchor } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The chain's first and last link: the base the voyage leaves from or returns to. */
export function BaseCard({
  label,
  name,
  className,
}: {
  label: 'Start Base' | 'End Base';
  name: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex h-full w-32 shrink-0 flex-col justify-center gap-1 rounded-lg border bg-muted/50 p-3 text-sm',
        className,
      )}
    >
      <span className="flex items-center gap-1.5 text-muted-foreground text-xs uppercase tracking-wide">
        <Anchor className="size-3.5" aria-hidden="true" />
        {label}
      </span>
      <span className="font-medium leading-snug">{name}</span>
    </div>
  );
}
