import { formatRequestId } from '@rigline/contract/ids';
import { ClipboardList } from 'lucide-react';
import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { BackLink } from '@/components/layout/back-link';
import { EmptyState } from '@/components/layout/empty-state';
import { useIdParam } from '@/hooks/use-id-param';

export function BaseCoordinatorPlanVoyageRoute() {
  const requestId = useIdParam('requestId', 'REQ');
  usePageHeader(
    requestId ? `Voyage planning for request - ${formatRequestId(requestId)}` : 'Voyage planning',
    'Drag orders onto a shipment to assign them.',
  );
  if (!requestId) return <EmptyState title="Invalid request ID" />;
  return (
    <div className="grid gap-4">
      <BackLink to={paths.baseCoordinator.requestDetail(requestId)}>Back to request</BackLink>
      <EmptyState
        icon={ClipboardList}
        title="No orders requiring action"
        description="Accepted orders that still need a shipment are listed here."
      />
    </div>
  );
}
