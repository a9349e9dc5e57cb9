import { formatVoyageId } from '@rigline/contract/ids';
import type { Voyage, VoyageTrip } from '@rigline/contract/voyages';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { InfoField } from '@/components/layout/info-field';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useStartVoyage } from '../api/start-voyage';
import { vesselName } from '../lib/format';
import { notifyServerFailure, notifySuccess } from '../lib/notify';
import { canStartVoyage, voyageDisplayStatus } from '../lib/voyage-status';
import { ArriveAtBase } from './arrive-at-base';
import { VoyageDisplayStatusBadge } from './status-badges';

interface VoyageOverviewProps {
  voyage: Voyage;
  journeyCount: number;
  totalShipments: number;
  /** Undefined while it loads: Start Voyage waits for it. */
  loadedShipments: number | undefined;
  shipmentViewPath: string;
  /** The whole trip: "Arrived at Base" lists what comes back from it (issue 9). */
  trip?: VoyageTrip | undefined;
}

/** §2.2: vessel, dates, bases, display status, journey count, total shipments, and Start Voyage. */
export function VoyageOverview({
  voyage,
  journeyCount,
  totalShipments,
  loadedShipments,
  shipmentViewPath,
  trip,
}: VoyageOverviewProps) {
  const startVoyage = useStartVoyage(voyage.id);
  const isStartable =
    loadedShipments !== undefined &&
    canStartVoyage({ totalShipments, loadedShipments, startedAt: voyage.started_at });

  function start(onSettled: () => void) {
    startVoyage.mutate(voyage.version, {
      onSettled,
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
            <StartVoyageConfirm
              voyage={voyage}
              journeyCount={journeyCount}
              totalShipments={totalShipments}
              isPending={startVoyage.isPending}
              onConfirm={start}
            />
          </CardAction>
        ) : null}
        {voyage.is_returning ? (
          <CardAction className="grid justify-items-end gap-1">
            <ArriveAtBase voyage={voyage} trip={trip} />
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

/**
 * Start Voyage asks first, saying what it will do (issue 12): the vessel sails with every loaded shipment,
 * their orders go to sea, and the journey plan locks.
 */
function StartVoyageConfirm({
  voyage,
  journeyCount,
  totalShipments,
  isPending,
  onConfirm,
}: {
  voyage: Voyage;
  journeyCount: number;
  totalShipments: number;
  isPending: boolean;
  onConfirm: (onSettled: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  const shipments = totalShipments === 1 ? '1 loaded shipment' : `${totalShipments} loaded shipments`;
  const journeys = journeyCount === 1 ? '1 journey' : `${journeyCount} journeys`;
  return (
    <AlertDialog open={open} onOpenChange={(isOpen) => !isPending && setOpen(isOpen)}>
      <Button onClick={() => setOpen(true)} disabled={isPending}>
        <Play aria-hidden="true" />
        {isPending ? 'Starting...' : 'Start Voyage'}
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Start {voyage.name || formatVoyageId(voyage.id)}?</AlertDialogTitle>
          <AlertDialogDescription>
            {vesselName(voyage)} sails now with {shipments} over {journeys}. Their orders go to sea (in
            transit) and rig logistics is told. The journey plan locks: journeys can no longer be added,
            reordered, changed or deleted, and no more orders can be put on its shipments.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Cancel</AlertDialogCancel>
          <Button disabled={isPending} onClick={() => onConfirm(() => setOpen(false))}>
            {isPending ? 'Starting...' : 'Start Voyage'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
