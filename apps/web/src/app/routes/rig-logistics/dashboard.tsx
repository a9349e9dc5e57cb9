import { useCodeAhead } from '@/app/code-ahead';
import { paths } from '@/app/paths';
import { useAuth } from '@/app/providers/auth-provider';
import { usePageHeader } from '@/app/shell/page-header';
import { RigLogisticsDashboard } from '@/features/dashboard/components/rig-logistics-dashboard';

const LINKS = {
  request: paths.rigLogistics.requestDetail,
  voyage: paths.rigLogistics.voyageDetail,
  requests: paths.rigLogistics.requests(),
};

/** Where a rig logistics person goes from their dashboard: the requests to review, then one of them. */
const NEXT_PAGES = [
  () => import('@/app/routes/rig-logistics/requests'),
  () => import('@/app/routes/rig-logistics/request-detail'),
];

export function RigLogisticsDashboardRoute() {
  const { user } = useAuth();
  usePageHeader('Dashboard');
  useCodeAhead(NEXT_PAGES);
  return <RigLogisticsDashboard name={user?.name ?? ''} links={LINKS} />;
}
