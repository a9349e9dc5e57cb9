import { PAGE } from '@rigline/contract/constants';
import { formatVoyageId } from '@rigline/contract/ids';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/layout/load-states';
import { Button } from '@/components/ui/button';
import { voyagesQueryOptions } from '../api/list-voyages';
import { formatJourneyCount, vesselName } from '../lib/format';

interface UnscheduledVoyagesProps {
  voyageDetailPath: (voyageId: number) => string;
  onSchedule: (voyageId: number) => void;
}

/**
 * "Not scheduled" (issue 23): the voyages still being planned that have no planned departure, each with a
 * Schedule button. Read from the first page of the voyage list at its largest (decision 061).
 */
export function UnscheduledVoyages({ voyageDetailPath, onSchedule }: UnscheduledVoyagesProps) {
  const voyages = useQuery(voyagesQueryOptions({ page: 1, limit: PAGE.maxLimit }));
  if (voyages.isError) return <LoadFailure message={voyages.error.message} />;
  const unscheduled = (voyages.data?.data ?? []).filter(
    (voyage) => voyage.planned_departure_at === null && voyage.status === 'PLANNING',
  );
  return (
    <section className="grid min-w-0 gap-2" aria-labelledby="not-scheduled-heading">
      <h2 id="not-scheduled-heading" className="font-semibold">
        Not scheduled
      </h2>
      {voyages.isPending ? (
        <p className="text-muted-foreground text-sm">Loading voyages...</p>
      ) : unscheduled.length === 0 ? (
        <p className="text-muted-foreground text-sm">Every voyage being planned has a schedule.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {unscheduled.map((voyage) => (
            <li
              key={voyage.id}
              className="flex min-w-0 items-center justify-between gap-2 rounded-md border p-3"
              data-testid={`unscheduled-${voyage.id}`}
            >
              <div className="min-w-0">
                <Link
                  to={voyageDetailPath(voyage.id)}
                  className="block truncate font-medium underline-offset-4 hover:underline"
                >
                  {formatVoyageId(voyage.id)} {voyage.name}
                </Link>
                <p className="truncate text-muted-foreground text-xs">
                  {vesselName(voyage)} · {formatJourneyCount(voyage.journey_count)}
                </p>
              </div>
              <Button size="sm" onClick={() => onSchedule(voyage.id)}>
                Schedule
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
