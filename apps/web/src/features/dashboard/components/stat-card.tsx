import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

interface StatCardProps {
  title: string;
  value: number | string;
  /** What the figure counts, in a few words. */
  description?: string;
  icon?: LucideIcon;
  /** Draws the eye when the figure asks for someone's action. */
  isHighlighted?: boolean;
  /** The list the figure counts, already filtered (issue 12): the whole card opens it. */
  href?: string | undefined;
  className?: string;
}

const numberFormat = new Intl.NumberFormat('en-US');

/** One figure of a dashboard, with its title and a line saying what it counts. */
export function StatCard({
  title,
  value,
  description,
  icon: Icon,
  isHighlighted = false,
  href,
  className,
}: StatCardProps) {
  const card = (
    <Card
      className={cn(
        'h-full gap-2 px-5 py-4',
        isHighlighted && 'border-primary/40 bg-primary/[0.03]',
        href && 'transition-colors group-hover:border-primary/60 group-hover:bg-accent',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-2">
        {/* Full foreground: the muted grey read 4.46:1 on the highlighted card, under WCAG AA. */}
        <h3 className="font-medium text-foreground text-sm">{title}</h3>
        {Icon ? <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" /> : null}
      </div>
      <p className="font-semibold text-3xl tabular-nums tracking-tight">
        {typeof value === 'number' ? numberFormat.format(value) : value}
      </p>
      {description ? (
        <p className={cn('text-xs', isHighlighted ? 'text-foreground/80' : 'text-muted-foreground')}>
          {description}
        </p>
      ) : null}
    </Card>
  );
  if (!href) return card;
  return (
    <Link
      to={href}
      className="group block rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {card}
    </Link>
  );
}

/** Placeholders the size of a row of stat cards while the figures load. */
export function StatCardsSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div className={className} role="status" aria-busy="true" aria-label="Loading figures">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
        <Card key={index} className="gap-3 px-4 py-4 sm:px-5">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-8 w-1/3" />
          <Skeleton className="h-3 w-3/4" />
        </Card>
      ))}
    </div>
  );
}
