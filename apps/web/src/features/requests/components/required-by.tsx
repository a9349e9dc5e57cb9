import { formatCalendarDate } from '@/lib/format';

/**
 * "Required by 01 Dec 2026" under a request's Created time in every request list (issue 23): a calendar date,
 * the day the rig needs the goods, so it names no zone. Nothing when the supplier gave none.
 */
export function RequiredBy({ date }: { date: string | null }) {
  if (!date) return null;
  return (
    <span className="block whitespace-nowrap text-muted-foreground text-xs">
      Required by <time dateTime={date}>{formatCalendarDate(date)}</time>
    </span>
  );
}
