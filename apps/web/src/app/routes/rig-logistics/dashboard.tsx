import { paths } from '@/app/paths';
import { useAuth } from '@/app/providers/auth-provider';
import { usePageHeader } from '@/app/shell/page-header';
import { RigLogisticsDashboard } from '@/features/dashboard/components/rig-logistics-dashboard';

const LINKS = {
  request: paths.rigLogistics.requestDetail,
  voyage: paths.rigLogistics.voyageDetail,
  requests: paths.rigLogistics.requests(),
};

export function RigLogisticsDashboardRoute() {
  const { user } = useAuth();
  usePageHeader('Dashboard');
  return <RigLogisticsDashboard name={user?.name ?? ''} links={LINKS} />;
}
