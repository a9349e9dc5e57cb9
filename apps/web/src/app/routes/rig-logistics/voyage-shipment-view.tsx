import { formatVoyageId } from '@rigline/contract/ids';
import { paths } from '@/app/paths';
import { useAuth } from '@/app/providers/auth-provider';
import { WithOrderHistory } from '@/app/routes/with-order-history';
import { usePageHeader } from '@/app/shell/page-header';
import { EmptyState } from '@/components/layout/empty-state';
import { usePrefetchVendorChoices } from '@/features/cargo/api/list-choices';
import { useShipmentVoyage } from '@/features/shipments/api/get-voyage';
import { VoyageShipmentView } from '@/features/shipments/components/voyage-shipment-view';
import { useIdParam } from '@/hooks/use-id-param';

export function RigLogisticsVoyageShipmentViewRoute() {
  const voyageId = useIdParam('voyageId', 'VOY');
  usePrefetchVendorChoices();
  const { user } = useAuth();
  const voyage = useShipmentVoyage(voyageId);
  usePageHeader(
    'Shipment Offloading',
    voyageId ? `${voyage.data?.name || formatVoyageId(voyageId)} • Offload shipments at the rig` : undefined,
  );
  if (!voyageId) return <EmptyState title="Invalid voyage ID" />;
  return (
    <WithOrderHistory>
      <VoyageShipmentView
        kind="rig-logistics-voyage"
        voyageId={voyageId}
        roleSlug={user?.role_slug ?? ''}
        back={{ to: paths.rigLogistics.voyageDetail(voyageId), label: 'Back to Voyage' }}
      />
    </WithOrderHistory>
  );
}
