import { TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * "At risk" beside a request's Required by (issue 23, docs/decisions/062): the server's mark on the list row,
 * with its reason in a tooltip and, for a screen reader or a phone without hover, in the button's name.
 */
export function AtRiskBadge({
  atRisk,
  reason,
}: {
  atRisk?: boolean | undefined;
  reason?: string | null | undefined;
}) {
  if (!atRisk) return null;
  const why = reason ?? 'The goods may not reach the rig by its required-by date';
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className="mt-1 block cursor-help rounded-md text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          aria-label={`At risk: ${why}`}
        >
          <Badge variant="destructive">
            <TriangleAlert aria-hidden="true" />
            At risk
          </Badge>
        </button>
      </TooltipTrigger>
      <TooltipContent className="max-w-xs">{why}</TooltipContent>
    </Tooltip>
  );
}
