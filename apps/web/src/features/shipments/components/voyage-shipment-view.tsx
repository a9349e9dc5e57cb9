import { PAGE } from '@rigline/contract/constants';
import type { Journey } from '@rigline/contract/journeys';
import { Route } from 'lucide-react';
import { useState } from 'react';
import { BackLink } from '@/components/layout/back-link';
import { LoadFailure } from '@/components/layout/load-states';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatJourneyLabel } from '@/lib/format';
import { useShipmentVoyage } from '../api/get-voyage';
import { useShipmentsPage } from '../api/list-shipments';
import { useVoyageJourneys } from '../api/list-voyage-journeys';
import { usePrefetchOffloadLists } from '../hooks/use-prefetch-offload-lists';
import { currentJourneyOf } from '../lib/journeys';
import { actionPhaseOf } from '../lib/shipment-view-rules';
import { ShipmentViewLayout } from './shipment-view-layout';

interface VoyageShipmentViewProps {
  kind: 'coordinator-voyage' | 'rig-logistics-voyage';
  voyageId: number;
  roleSlug: string;
  back: { to: string; label: string };
}

const ALL_JOURNEYS = 'all';

/**
 * A voyage's shipments: the coordinator's view (§2.6, with a journey filter) and rig logistics' offloading
 * view (§2.5, with the journey and loaded count above the cards).
 */
export function VoyageShipmentView({ kind, voyageId, roleSlug, back }: VoyageShipmentViewProps) {
  const voyage = useShipmentVoyage(voyageId);
  const journeys = useVoyageJourneys(voyageId);
  const [journeyId, setJourneyId] = useState<number | null>(null);
  const actionPhase = actionPhaseOf(kind, null);
  const scopeFilter = { voyage_id: voyageId, ...(journeyId === null ? {} : { journey_id: journeyId }) };
  // Every shipment needing action (one large page): the filter's count and the cards' badge.
  const action = useShipmentsPage({
    ...scopeFilter,
    action_phase: actionPhase,
    page: 1,
    limit: PAGE.maxLimit,
  });
  usePrefetchOffloadLists(action.data?.data ?? [], actionPhase, kind === 'rig-logistics-voyage');

  if (voyage.isError || voyage.data === null) {
    return (
      <div className="grid gap-4">
        <BackLink to={back.to}>{back.label}</BackLink>
        <LoadFailure message="Voyage not found or failed to load." />
      </div>
    );
  }

  const journeyList = journeys.data ?? [];
  return (
    <ShipmentViewLayout
      kind={kind}
      roleSlug={roleSlug}
      back={back}
      scopeFilter={scopeFilter}
      actionPhase={actionPhase}
      actionShipments={{
        list: action.data?.data ?? [],
        count: action.data?.meta.total ?? 0,
        isLoading: action.isPending,
      }}
      supplierMode={null}
      journeyFilter={
        kind === 'coordinator-voyage' ? (
          <Select
            value={journeyId === null ? ALL_JOURNEYS : String(journeyId)}
            onValueChange={(value) => setJourneyId(value === ALL_JOURNEYS ? null : Number(value))}
          >
            <SelectTrigger className="w-full" aria-label="Journey filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_JOURNEYS}>All Journeys</SelectItem>
              {journeyList.map((journey) => (
                <SelectItem key={journey.id} value={String(journey.id)}>
                  To {journey.rig.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ) : undefined
      }
      headerLine={
        kind === 'rig-logistics-voyage' ? (
          <OffloadHeaderLine voyageId={voyageId} journeys={journeyList} />
        ) : undefined
      }
    />
  );
}

/**
 * §2.5: the header line shows the journey number and the loaded shipment count: that journey's (its rig's)
 * shipments, not the whole voyage's (issue 22); before any journey, the voyage's.
 */
function OffloadHeaderLine({ voyageId, journeys }: { voyageId: number; journeys: readonly Journey[] }) {
  const journey = currentJourneyOf(journeys);
  const loaded = useShipmentsPage({
    voyage_id: voyageId,
    ...(journey ? { journey_id: journey.id } : {}),
    is_loaded: 'true',
    page: 1,
    limit: 1,
  });
  const loadedCount = loaded.data?.meta.total ?? 0;
  return (
    <p className="flex items-center gap-1.5 px-1 text-muted-foreground text-sm">
      <Route className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {journey ? formatJourneyLabel(journey.sequence, journey.rig.name) : 'No journey started'} •{' '}
        {loadedCount} loaded {loadedCount === 1 ? 'shipment' : 'shipments'}
      </span>
    </p>
  );
}
