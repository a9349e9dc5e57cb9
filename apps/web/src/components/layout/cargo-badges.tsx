import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/**
 * The dangerous-goods and heavy-lift badges (issue 11), wherever items and orders are listed: the item
 * catalogue, the shipment views' order rows and plan-voyage's order cards.
 */
export function DgBadge({
  unNumber,
  imdgClass,
  className,
}: {
  unNumber: string | null | undefined;
  imdgClass: string | null | undefined;
  className?: string;
}) {
  if (!imdgClass) return null;
  const label = `Dangerous goods: ${unNumber ?? 'UN number not given'}, IMDG class ${imdgClass}`;
  return (
    <Badge
      title={label}
      aria-label={label}
      className={cn(
        'border-orange-300 bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
        className,
      )}
      variant="outline"
    >
      DG {imdgClass}
    </Badge>
  );
}

export function HeavyLiftBadge({ isHeavyLift, className }: { isHeavyLift: boolean; className?: string }) {
  if (!isHeavyLift) return null;
  return (
    <Badge
      title="Heavy lift"
      className={cn(
        'border-slate-400 bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
        className,
      )}
      variant="outline"
    >
      Heavy lift
    </Badge>
  );
}
