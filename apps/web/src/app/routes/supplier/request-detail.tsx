import { formatRequestId } from '@rigline/contract/ids';
import { paths } from '@/app/paths';
import { useAuth } from '@/app/providers/auth-provider';
import { usePageHeader } from '@/app/shell/page-header';
import { BackLink } from '@/components/layout/back-link';
import { EmptyState } from '@/components/layout/empty-state';
import { HistoryPanel } from '@/features/history/components/history-panel';
import { SupplierRequestDetail } from '@/features/requests/components/supplier-request-detail';
import { useIdParam } from '@/hooks/use-id-param';

export function SupplierRequestDetailRoute() {
  const { user } = useAuth();
  const requestId = useIdParam('requestId', 'REQ');
  usePageHeader(requestId ? `Request ${formatRequestId(requestId)}` : 'Request');
  return (
    <div className="grid min-w-0 gap-4">
      <BackLink to={paths.supplier.requests()}>Back to requests</BackLink>
      {requestId ? (
        // Keyed by id: another request starts with its own page, search and page size.
        <>
          <SupplierRequestDetail
            key={requestId}
            requestId={requestId}
            roleSlug={user?.role_slug ?? ''}
            shipmentViewPath={paths.supplier.requestShipmentView}
          />
          <HistoryPanel kind="request" id={requestId} fileName={`${formatRequestId(requestId)}-history`} />
        </>
      ) : (
        <EmptyState title="Invalid request ID" />
      )}
    </div>
  );
}
