import type { Voyage } from '@rigline/contract/voyages';
import { Play } from 'lucide-react';
import { Link } from 'react-router';
import { InfoField } from '@/components/layout/info-field';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useStartVoyage } from '../api/start-voyage';
import { vesselName } from '../lib/format';
import { notifyServerFailure, notifySuccess } from '../lib/notify';
import { canStartVoyage, voyageDisplayStatus } from '../lib/voyage-status';
import { VoyageDisplayStatusBadge } from './status-badges';

interface VoyageOverviewProps {
  voyage: Voyage;
  journeyCount: number;
  totalShipments: number;
  /** Undefined while it loads: Start Voyage waits for it. */
  loadedShipments: number | undefined;
  shipmentViewPath: string;
}

/** §2.2: vessel, dates, bases, display status, journey count, total shipments, and Start Voyage. */
export function VoyageOverview({
  voyage,
  journeyCount,
  totalShipments,
  loadedShipments,
  shipmentViewPath,
}: VoyageOverviewProps) {
  const startVoyage = useStartVoyage(voyage.id);
  const isStartable =
    loadedShipments !== undefined &&
    canStartVoyage({ totalShipments, loadedShipments, startedAt: voyage.started_at });

  function start() {
    startVoyage.mutate(voyage.version, {
      onSuccess: (data) => notifySuccess(data.message || 'Voyage started successfully'),
      onError: (error) => notifyServerFailure('Failed to start voyage', error),
    });
  }

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Overview</CardTitle>
        {isStartable ? (
          <CardAction>
            <Button onClick={start} disabled={startVoyage.isPending}>
              <Play aria-hidden="true" />
              {startVoyage.isPending ? 'Starting...' : 'Start Voyage'}
            </Button>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-5 md:grid-cols-4">
          <InfoField className="content-start" label="Vessel">
            {vesselName(voyage)}
          </InfoField>
          <InfoField className="content-start" label="Start Date">
            {formatDate(voyage.started_at)}
          </InfoField>
          <InfoField className="content-start" label="End Date">
            {formatDate(voyage.ended_at)}
          </InfoField>
          <InfoField className="content-start" label="Status">
            <VoyageDisplayStatusBadge status={voyageDisplayStatus(voyage)} />
          </InfoField>
          <InfoField className="content-start" label="Start Base">
            {voyage.start_base?.name ?? `Base ${voyage.start_base_id}`}
          </InfoField>
          <InfoField className="content-start" label="End Base">
            {voyage.end_base?.name ?? `Base ${voyage.end_base_id}`}
          </InfoField>
          <InfoField className="content-start" label="Journeys">
            {journeyCount}
          </InfoField>
          <InfoField className="content-start" label="Total Shipments">
            {totalShipments > 0 ? (
              <Link
                to={shipmentViewPath}
                className="text-primary underline underline-offset-4 hover:no-underline"
              >
                {totalShipments}
                <span className="sr-only"> shipments: view them</span>
              </Link>
            ) : (
              totalShipments
            )}
          </InfoField>
        </dl>
      </CardContent>
    </Card>
  );
}
