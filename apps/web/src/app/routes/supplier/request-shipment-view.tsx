import { formatRequestId } from '@rigline/contract/ids';
import { paths } from '@/app/paths';
import { useAuth } from '@/app/providers/auth-provider';
import { WithOrderHistory } from '@/app/routes/with-order-history';
import { usePageHeader } from '@/app/shell/page-header';
import { EmptyState } from '@/components/layout/empty-state';
import { useShipmentRequest } from '@/features/shipments/api/get-request';
import { RequestShipmentView } from '@/features/shipments/components/request-shipment-view';
import { useIdParam } from '@/hooks/use-id-param';

export function SupplierRequestShipmentViewRoute() {
  const requestId = useIdParam('requestId', 'REQ');
  const { user } = useAuth();
  const request = useShipmentRequest(requestId);
  const displayId = requestId ? formatRequestId(requestId) : '';
  usePageHeader(
    requestId ? `Shipments Of Request: ${request.data?.title ?? displayId}` : 'Shipments',
    requestId ? `${displayId} • Manage shipments and orders` : undefined,
  );
  if (!requestId) return <EmptyState title="Invalid request ID" />;
  return (
    <WithOrderHistory>
      <RequestShipmentView
        kind="supplier-request"
        requestId={requestId}
        roleSlug={user?.role_slug ?? ''}
        back={{ to: paths.supplier.requestDetail(requestId), label: 'Back to Request' }}
      />
    </WithOrderHistory>
  );
}
