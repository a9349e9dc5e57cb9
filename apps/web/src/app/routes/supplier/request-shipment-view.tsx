import { formatRequestId } from '@rigline/contract/ids';
import { Container } from 'lucide-react';
import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { BackLink } from '@/components/layout/back-link';
import { EmptyState } from '@/components/layout/empty-state';
import { useIdParam } from '@/hooks/use-id-param';

export function SupplierRequestShipmentViewRoute() {
  const requestId = useIdParam('requestId', 'REQ');
  usePageHeader('Shipments', requestId ? formatRequestId(requestId) : undefined);
  if (!requestId) return <EmptyState title="Invalid request ID" />;
  return (
    <div className="grid gap-4">
      <BackLink to={paths.supplier.requestDetail(requestId)}>Back to request</BackLink>
      <EmptyState
        icon={Container}
        title="No shipments found"
        description="Shipments of this request to load or offload are listed here."
      />
    </div>
  );
}
