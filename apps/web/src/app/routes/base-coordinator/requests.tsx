import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { BaseCoordinatorRequests } from '@/features/requests/components/base-coordinator-requests';

export function BaseCoordinatorRequestsRoute() {
  usePageHeader('Requests', 'Requests in processing.');
  return <BaseCoordinatorRequests requestPath={paths.baseCoordinator.requestDetail} />;
}
