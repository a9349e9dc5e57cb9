import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { RigLogisticsRequests } from '@/features/requests/components/rig-logistics-requests';

export function RigLogisticsRequestsRoute() {
  usePageHeader('Requests', 'Submitted requests and their orders.');
  return <RigLogisticsRequests requestPath={paths.rigLogistics.requestDetail} />;
}
