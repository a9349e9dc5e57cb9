import { formatVoyageId } from '@rigline/contract/ids';
import { Container, Package, Route, Ship, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { InfoField } from '@/components/layout/info-field';
import { LoadFailure } from '@/components/layout/load-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useJourneyOffloadRequiredCount, useOffloadRequiredCount } from '../api/count-shipments';
import { useVoyage } from '../api/get-voyage';
import { useVoyageTrip } from '../api/get-voyage-trip';
import { useJourneys } from '../api/list-journeys';
import { vesselName } from '../lib/format';
import { lastCompletedJourney, totalShipments } from '../lib/journey-rules';
import { type JourneyAction, JourneyActionDialog } from './journey-action-dialog';
import { JourneyProgress } from './journey-progress';
import { VoyageStatusBadge } from './status-badges';
import { VoyageDetailSkeleton } from './voyage-detail-skeleton';
import { VoyageTripCard } from './voyage-trip';

interface RigLogisticsVoyageDetailProps {
  voyageId: number;
  shipmentViewPath: string;
  /** The Backload screen of this voyage (issue 9). */
  backloadPath: string;
}

/** §2.4: the voyage as rig logistics runs it: status, vessel, journeys, and starting and ending them. */
export function RigLogisticsVoyageDetail({
  voyageId,
  shipmentViewPath,
  backloadPath,
}: RigLogisticsVoyageDetailProps) {
  const voyage = useVoyage(voyageId);
  const trip = useVoyageTrip(voyageId);
  const journeys = useJourneys(voyageId);
  const offloadRequired = useOffloadRequiredCount(voyageId);
  const lastCompleted = journeys.data ? lastCompletedJourney(journeys.data) : null;
  const pendingOffload = useJourneyOffloadRequiredCount(voyageId, lastCompleted?.id ?? null);
  const [action, setAction] = useState<JourneyAction | null>(null);

  if (voyage.isPending) return <VoyageDetailSkeleton />;
  if (voyage.isError) return <LoadFailure message="Failed to load voyage details" />;
  if (voyage.data === null) {
    return (
      <EmptyState
        icon={Ship}
        title="Voyage Not found"
        description={`There is no voyage ${formatVoyageId(voyageId)}.`}
      />
    );
  }

  const journeyList = journeys.data ?? [];
  const shipmentCount = totalShipments(journeyList);
  const offloadCount = offloadRequired.data ?? 0;
  const pendingCount = lastCompleted ? pendingOffload.data : 0;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-wrap justify-end gap-2">
        {voyage.data.status !== 'COMPLETED' && voyage.data.journey_count > 0 ? (
          <Button asChild variant="outline">
            <Link to={backloadPath}>
              <Container aria-hidden="true" />
              Backload
            </Link>
          </Button>
        ) : null}
        <Button
          asChild
          variant={offloadCount > 0 ? 'default' : 'outline'}
          className={cn(offloadCount > 0 && 'bg-orange-500 text-white hover:bg-orange-600')}
        >
          <Link to={shipmentViewPath}>
            <Package aria-hidden="true" />
            View Shipments
            {offloadCount > 0 ? (
              <span className="rounded-full bg-white px-2 py-0.5 font-semibold text-orange-700 text-xs">
                {offloadCount}
                <span className="sr-only"> need offloading</span>
              </span>
            ) : null}
          </Link>
        </Button>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Status">
          <span className="flex flex-wrap gap-1">
            <VoyageStatusBadge status={voyage.data.status} className="text-sm" />
            {voyage.data.is_returning ? (
              <span className="rounded-md border border-yellow-200 bg-yellow-100 px-2 py-0.5 text-sm text-yellow-800">
                Returning to base
              </span>
            ) : null}
          </span>
        </StatCard>
        <StatCard label="Vessel">{vesselName(voyage.data)}</StatCard>
        <StatCard label="Journey Count">
          {journeys.data ? journeyList.length : voyage.data.journey_count}
        </StatCard>
      </div>

      <Tabs defaultValue="overview" className="gap-4">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="journeys">Journey Details</TabsTrigger>
        </TabsList>

        <TabsContent value="overview" className="grid grid-cols-1 gap-4">
          {trip.data ? <VoyageTripCard trip={trip.data} /> : null}
          <Card className="gap-4">
            <CardHeader>
              <CardTitle>Voyage Details</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-5 md:grid-cols-3">
                <InfoField className="content-start" label="Voyage">
                  {formatVoyageId(voyage.data.id)}
                </InfoField>
                <InfoField className="content-start" label="Start Base">
                  {voyage.data.start_base?.name ?? `Base ${voyage.data.start_base_id}`}
                </InfoField>
                <InfoField className="content-start" label="End Base">
                  {voyage.data.end_base?.name ?? `Base ${voyage.data.end_base_id}`}
                </InfoField>
                <InfoField className="content-start" label="Started">
                  {voyage.data.started_at ? formatDate(voyage.data.started_at) : 'Not started'}
                </InfoField>
                <InfoField className="content-start" label="Ended">
                  {formatDate(voyage.data.ended_at)}
                </InfoField>
                <InfoField className="content-start" label="Created">
                  {formatDate(voyage.data.created_at)}
                </InfoField>
              </dl>
            </CardContent>
          </Card>
          <Card className="gap-4">
            <CardHeader>
              <CardTitle>Journey Summary</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <dl className="grid grid-cols-2 gap-4">
                <InfoField className="content-start" label="Total Journeys">
                  {journeyList.length}
                </InfoField>
                <InfoField className="content-start" label="Total Shipments">
                  {shipmentCount}
                </InfoField>
              </dl>
              {lastCompleted && pendingCount !== undefined && pendingCount > 0 ? (
                <div
                  role="alert"
                  className="flex gap-3 rounded-md border border-orange-300 bg-orange-50 p-3 text-orange-900 text-sm"
                >
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <div className="grid gap-1">
                    <p className="font-semibold">Action Required</p>
                    <p>
                      {pendingCount} loaded {pendingCount === 1 ? 'shipment' : 'shipments'} of Journey{' '}
                      {lastCompleted.sequence} to {lastCompleted.rig.name} still{' '}
                      {pendingCount === 1 ? 'needs' : 'need'} unloading. The next journey can start once{' '}
                      {pendingCount === 1 ? 'it is' : 'they are'} offloaded.
                    </p>
                    <Link to={shipmentViewPath} className="w-fit font-medium underline underline-offset-4">
                      View Shipments
                    </Link>
                  </div>
                </div>
              ) : null}
              {pendingOffload.isError ? <LoadFailure message={pendingOffload.error.message} /> : null}
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="journeys" className="grid grid-cols-1 gap-4">
          {journeys.isError ? <LoadFailure message={journeys.error.message} /> : null}
          {journeys.isPending ? (
            <p className="text-muted-foreground text-sm" role="status">
              Loading journeys...
            </p>
          ) : journeyList.length === 0 ? (
            <EmptyState
              icon={Route}
              title="No journeys"
              description="The base coordinator has not planned any journeys yet."
            />
          ) : (
            <JourneyProgress
              voyage={voyage.data}
              journeys={journeyList}
              pendingOffloadCount={pendingCount}
              onAction={setAction}
            />
          )}
        </TabsContent>
      </Tabs>

      <JourneyActionDialog voyageId={voyageId} action={action} onClose={() => setAction(null)} />
    </div>
  );
}

function StatCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card className="gap-1 py-4">
      <CardContent className="grid gap-1 px-4">
        <p className="text-muted-foreground text-sm">{label}</p>
        <div className="truncate font-semibold text-lg">{children}</div>
      </CardContent>
    </Card>
  );
}
