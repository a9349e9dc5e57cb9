import { formatRequestId } from '@rigline/contract/ids';
import { paths } from '@/app/paths';
import { useAuth } from '@/app/providers/auth-provider';
import { usePageHeader } from '@/app/shell/page-header';
import { EmptyState } from '@/components/layout/empty-state';
import { ShipmentUnitsSlotProvider } from '@/components/layout/shipment-units-slot';
import { VoyageLoadSlotProvider } from '@/components/layout/voyage-load-slot';
import { ShipmentUnits } from '@/features/ccus/components/shipment-units';
import { VoyageLoadSummary } from '@/features/load-plan/components/voyage-load-summary';
import { useShipmentRequest } from '@/features/shipments/api/get-request';
import { PlanVoyage } from '@/features/shipments/components/plan-voyage';
import { useIdParam } from '@/hooks/use-id-param';

export function BaseCoordinatorPlanVoyageRoute() {
  const requestId = useIdParam('requestId', 'REQ');
  const { user } = useAuth();
  const request = useShipmentRequest(requestId);
  usePageHeader(
    requestId
      ? `Voyage planning for request - ${request.data?.title ?? formatRequestId(requestId)}`
      : 'Voyage planning',
    'Drag orders onto a shipment to assign them.',
  );
  if (!requestId) return <EmptyState title="Invalid request ID" />;
  return (
    <VoyageLoadSlotProvider render={(voyageId) => <VoyageLoadSummary voyageId={voyageId} />}>
      <ShipmentUnitsSlotProvider
        render={(shipment) => (
          <ShipmentUnits shipment={shipment} canPack unitPath={paths.baseCoordinator.ccuDetail} />
        )}
      >
        <PlanVoyage
          requestId={requestId}
          roleSlug={user?.role_slug ?? ''}
          backTo={paths.baseCoordinator.requestDetail(requestId)}
        />
      </ShipmentUnitsSlotProvider>
    </VoyageLoadSlotProvider>
  );
}
