import { formatRequestId } from '@rigline/contract/ids';
import { Container } from 'lucide-react';
import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { BackLink } from '@/components/layout/back-link';
import { EmptyState } from '@/components/layout/empty-state';
import { useIdParam } from '@/hooks/use-id-param';

export function BaseCoordinatorRequestShipmentViewRoute() {
  const requestId = useIdParam('requestId', 'REQ');
  const displayId = requestId ? formatRequestId(requestId) : '';
  usePageHeader(
    requestId ? `Shipments Of Request: ${displayId}` : 'Shipments',
    requestId ? `${displayId} • Manage shipments and orders` : undefined,
  );
  if (!requestId) return <EmptyState title="Invalid request ID" />;
  return (
    <div className="grid gap-4">
      <BackLink to={paths.baseCoordinator.requestDetail(requestId)}>Back to request</BackLink>
      <EmptyState
        icon={Container}
        title="No shipments found"
        description="Shipments of this request are listed here."
      />
    </div>
  );
}
