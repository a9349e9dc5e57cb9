import { formatVoyageId } from '@rigline/contract/ids';
import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { BackLink } from '@/components/layout/back-link';
import { EmptyState } from '@/components/layout/empty-state';
import { HistoryPanel } from '@/features/history/components/history-panel';
import { LoadPlanPanel } from '@/features/load-plan/components/load-plan-panel';
import { useVoyage } from '@/features/voyages/api/get-voyage';
import { VoyagePlanner } from '@/features/voyages/components/voyage-planner';
import { coordinatorVoyageTitle, vesselName } from '@/features/voyages/lib/format';
import { useIdParam } from '@/hooks/use-id-param';

export function BaseCoordinatorVoyageDetailRoute() {
  const voyageId = useIdParam('voyageId', 'VOY');
  const { data: voyage } = useVoyage(voyageId);
  usePageHeader(
    voyageId ? coordinatorVoyageTitle(voyageId, voyage) : 'Voyage',
    voyage ? vesselName(voyage) : undefined,
  );
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <BackLink to={paths.baseCoordinator.voyages()}>Back to voyages</BackLink>
      {voyageId ? (
        <>
          <VoyagePlanner
            voyageId={voyageId}
            shipmentViewPath={paths.baseCoordinator.voyageShipmentView(voyageId)}
          />
          <LoadPlanPanel voyageId={voyageId} />
          <HistoryPanel kind="voyage" id={voyageId} fileName={`${formatVoyageId(voyageId)}-history`} />
        </>
      ) : (
        <EmptyState title="Invalid voyage ID" />
      )}
    </div>
  );
}
