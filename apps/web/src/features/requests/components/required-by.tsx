import { formatCalendarDate } from '@/lib/format';

/**
 * "Required by 01 Dec 2026" under a request's Created time in every request list (issue 23): a calendar date,
 * the day the rig needs the goods, so it names no zone. Nothing when the supplier gave none.
 */
export function RequiredBy({ date }: { date: string | null }) {
  if (!date) return null;
  return (
    // It may break between "Required by" and the date, as the Created time above it does, so a narrow column
    // wraps it instead of pushing the row's action out of sight (the issue 23 walk at 1280 px).
    <span className="block whitespace-normal text-muted-foreground text-xs">
      Required by{' '}
      <time dateTime={date} className="whitespace-nowrap">
        {formatCalendarDate(date)}
      </time>
    </span>
  );
}
