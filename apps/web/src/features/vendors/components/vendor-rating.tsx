import type { Vendor } from '@rigline/contract/vendors';
import { Star, StarHalf } from 'lucide-react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import {
  formatRating,
  NO_RATING_TEXT,
  ratingExplanation,
  ratingStars,
} from '@/features/vendors/lib/vendor-rating';

/** Stars and "n.n / 5", or "No deliveries yet"; the tooltip says how the rating is computed. */
export function VendorRating({
  vendor,
}: {
  vendor: Pick<Vendor, 'rating' | 'delivered_count' | 'rejected_count'>;
}) {
  const explanation = ratingExplanation(vendor);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className="inline-flex cursor-help items-center gap-2 rounded-sm text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          aria-label={`Rating: ${formatRating(vendor.rating)}. ${explanation}`}
        >
          {vendor.rating === null ? (
            <span className="text-muted-foreground">{NO_RATING_TEXT}</span>
          ) : (
            <>
              <Stars rating={vendor.rating} />
              <span className="tabular-nums">{formatRating(vendor.rating)}</span>
            </>
          )}
        </button>
      </TooltipTrigger>
      <TooltipContent className="max-w-xs">{explanation}</TooltipContent>
    </Tooltip>
  );
}

const STAR_POSITIONS = [1, 2, 3, 4, 5] as const;

function Stars({ rating }: { rating: number }) {
  const { full, half } = ratingStars(rating);
  return (
    <span className="inline-flex text-amber-500" aria-hidden="true">
      {STAR_POSITIONS.map((position) =>
        position <= full ? (
          <Star key={position} className="size-4 fill-current" />
        ) : half && position === full + 1 ? (
          <span key={position} className="relative inline-flex">
            <Star className="size-4 text-muted-foreground/40" />
            <StarHalf className="absolute inset-0 size-4 fill-current" />
          </span>
        ) : (
          <Star key={position} className="size-4 text-muted-foreground/40" />
        ),
      )}
    </span>
  );
}
