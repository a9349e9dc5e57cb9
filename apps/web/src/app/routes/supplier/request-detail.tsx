import { formatRequestId } from '@rigline/contract/ids';
import { ClipboardList } from 'lucide-react';
import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { BackLink } from '@/components/layout/back-link';
import { EmptyState } from '@/components/layout/empty-state';
import { useIdParam } from '@/hooks/use-id-param';

export function SupplierRequestDetailRoute() {
  const requestId = useIdParam('requestId', 'REQ');
  usePageHeader(requestId ? `Request ${formatRequestId(requestId)}` : 'Request');
  return (
    <div className="grid gap-4">
      <BackLink to={paths.supplier.requests()}>Back to requests</BackLink>
      {requestId ? (
        <EmptyState
          icon={ClipboardList}
          title="No orders yet"
          description="Orders of this request are listed here."
        />
      ) : (
        <EmptyState title="Invalid request ID" />
      )}
    </div>
  );
}
