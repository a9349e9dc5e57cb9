import { paths } from '@/app/paths';
import { useAuth } from '@/app/providers/auth-provider';
import { usePageHeader } from '@/app/shell/page-header';
import { BaseCoordinatorDashboard } from '@/features/dashboard/components/base-coordinator-dashboard';

export function BaseCoordinatorDashboardRoute() {
  const { user } = useAuth();
  usePageHeader('Dashboard');
  return (
    <BaseCoordinatorDashboard
      name={user?.name ?? ''}
      requestsHref={paths.baseCoordinator.requests()}
      voyagesHref={paths.baseCoordinator.voyages()}
      voyageHref={paths.baseCoordinator.voyageDetail}
      requestHref={paths.baseCoordinator.requestDetail}
      measuresHref={paths.baseCoordinator.measures()}
    />
  );
}
