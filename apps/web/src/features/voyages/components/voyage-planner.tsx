import { LoadFailure } from '@/components/layout/load-states';
import { useLoadedShipmentCount } from '../api/count-shipments';
import { useVoyage } from '../api/get-voyage';
import { useVoyageTrip } from '../api/get-voyage-trip';
import { useJourneys } from '../api/list-journeys';
import { totalShipments } from '../lib/journey-rules';
import { JourneyPlan } from './journey-plan';
import { JourneySummary } from './journey-summary';
import { VoyageDetailSkeleton } from './voyage-detail-skeleton';
import { VoyageOverview } from './voyage-overview';
import { VoyageScheduleCard } from './voyage-schedule-card';
import { VoyageTripCard } from './voyage-trip';

interface VoyagePlannerProps {
  voyageId: number;
  shipmentViewPath: string;
}

/** §2.2: the coordinator's voyage detail: overview, journey planning, journey summary. */
export function VoyagePlanner({ voyageId, shipmentViewPath }: VoyagePlannerProps) {
  const voyage = useVoyage(voyageId);
  const journeys = useJourneys(voyageId);
  const loaded = useLoadedShipmentCount(voyageId);
  const trip = useVoyageTrip(voyageId);

  if (voyage.isPending) return <VoyageDetailSkeleton />;
  if (voyage.isError || voyage.data === null) return <LoadFailure message="Failed to load voyage details" />;

  const journeyList = journeys.data;
  const shipmentCount = journeyList ? totalShipments(journeyList) : 0;
  const journeyCount = journeyList?.length ?? voyage.data.journey_count;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <VoyageOverview
        voyage={voyage.data}
        journeyCount={journeyCount}
        totalShipments={shipmentCount}
        loadedShipments={journeyList ? loaded.data : undefined}
        shipmentViewPath={shipmentViewPath}
        trip={trip.data}
      />
      <VoyageScheduleCard voyage={voyage.data} journeys={journeyList} />
      {trip.data ? <VoyageTripCard trip={trip.data} /> : null}
      <JourneyPlan
        voyage={voyage.data}
        journeys={journeyList}
        journeysError={journeys.isError ? journeys.error.message : null}
      />
      {loaded.isError ? <LoadFailure message={loaded.error.message} /> : null}
      <JourneySummary journeyCount={journeyCount} shipmentCount={shipmentCount} loadedCount={loaded.data} />
    </div>
  );
}
