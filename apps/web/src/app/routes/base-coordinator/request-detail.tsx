import { formatRequestId } from '@rigline/contract/ids';
import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { BackLink } from '@/components/layout/back-link';
import { EmptyState } from '@/components/layout/empty-state';
import { HistoryPanel } from '@/features/history/components/history-panel';
import { BaseCoordinatorRequestDetail } from '@/features/requests/components/base-coordinator-request-detail';
import { useIdParam } from '@/hooks/use-id-param';

export function BaseCoordinatorRequestDetailRoute() {
  const requestId = useIdParam('requestId', 'REQ');
  usePageHeader(requestId ? `Request ${formatRequestId(requestId)}` : 'Request');
  return (
    <div className="grid min-w-0 gap-4">
      <BackLink to={paths.baseCoordinator.requests()}>Back to requests</BackLink>
      {requestId ? (
        <>
          <BaseCoordinatorRequestDetail
            key={requestId}
            requestId={requestId}
            planVoyagePath={paths.baseCoordinator.planVoyage}
            shipmentViewPath={paths.baseCoordinator.requestShipmentView}
          />
          <HistoryPanel kind="request" id={requestId} fileName={`${formatRequestId(requestId)}-history`} />
        </>
      ) : (
        <EmptyState title="Invalid request ID" />
      )}
    </div>
  );
}
