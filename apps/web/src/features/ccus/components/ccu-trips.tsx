import type { CcuTrip } from '@rigline/contract/ccu-packing';
import { formatOrderId } from '@rigline/contract/ids';
import { formatMeasure, formatShownFigure } from '@rigline/contract/units';
import { Ship } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { InfoField } from '@/components/layout/info-field';
import { LoadFailure } from '@/components/layout/load-states';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCcuTrips } from '@/features/ccus/api/ccu-trips';
import { daysText, hireText, voyageText } from '@/features/ccus/lib/ccu-format';
import { formatDate } from '@/lib/format';
import { useUnitSystem } from '@/lib/preferences';

/**
 * A unit's trips (issue 25), newest first: the voyage and rig, what it held and weighed, when it was packed,
 * sailed, reached the rig and came back, and its days and hire. The voyage links to its page for the roles
 * that have one (`voyagePath`).
 */
export function CcuTrips({
  unitId,
  voyagePath,
}: {
  unitId: number;
  voyagePath?: (voyageId: number) => string;
}) {
  const trips = useCcuTrips(unitId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Trips</CardTitle>
      </CardHeader>
      <CardContent>
        {trips.isError ? (
          <LoadFailure
            message="Error loading the trips. Please try again."
            onRetry={() => void trips.refetch()}
            isRetrying={trips.isFetching}
          />
        ) : !trips.data ? (
          <Skeleton className="h-24 w-full" />
        ) : trips.data.length === 0 ? (
          <EmptyState icon={Ship} title="No trips yet" description="It has not been packed on a voyage." />
        ) : (
          <ol className="grid divide-y" aria-label="Trips">
            {trips.data.map((trip) => (
              <TripEntry key={trip.id} trip={trip} voyagePath={voyagePath} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function TripEntry({ trip, voyagePath }: { trip: CcuTrip; voyagePath?: (voyageId: number) => string }) {
  const system = useUnitSystem();
  const voyage = voyageText(trip.voyage);
  const at = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDate(iso)}</time> : '—');
  // Back aboard with its voyage (its orders kept on board), it has no receipt of its own: the voyage's end.
  const returned = trip.returned_at ?? (trip.location.kind === 'returned' ? trip.location.since : null);
  return (
    <li className="grid gap-3 py-3 first:pt-0 last:pb-0">
      <p className="font-medium">
        {voyagePath ? (
          <Link to={voyagePath(trip.voyage.id)} className="underline-offset-4 hover:underline">
            {voyage}
          </Link>
        ) : (
          voyage
        )}{' '}
        <span className="font-normal text-muted-foreground">to {trip.rig.name}</span>
      </p>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <InfoField label="Contents" className="col-span-2 sm:col-span-3 lg:col-span-5">
          {trip.order_ids.map(formatOrderId).join(', ')}
        </InfoField>
        <InfoField label="Gross / max gross">
          {formatShownFigure(trip.gross_kg, 'kg', system)} / {formatMeasure(trip.max_gross_kg, 'kg', system)}
        </InfoField>
        <InfoField label="Packed">{at(trip.packed_at)}</InfoField>
        <InfoField label="Sailed">{at(trip.sailed_at)}</InfoField>
        <InfoField label="Reached the rig">{at(trip.at_rig_since)}</InfoField>
        <InfoField label="Returned">{at(returned)}</InfoField>
        <InfoField label="Days out">{daysText(trip.days_out)}</InfoField>
        <InfoField label="Days at the rig">{daysText(trip.days_at_rig)}</InfoField>
        <InfoField label="Hire">{hireText(trip.hire)}</InfoField>
      </dl>
    </li>
  );
}
