import { paths } from '@/app/paths';
import { useAuth } from '@/app/providers/auth-provider';
import { usePageHeader } from '@/app/shell/page-header';
import { CcusDueCard } from '@/features/ccus/components/ccus-due-card';
import { BaseCoordinatorDashboard } from '@/features/dashboard/components/base-coordinator-dashboard';

export function BaseCoordinatorDashboardRoute() {
  const { user } = useAuth();
  usePageHeader('Dashboard');
  return (
    <div className="grid min-w-0 gap-4 md:gap-6">
      <BaseCoordinatorDashboard
        name={user?.name ?? ''}
        requestsHref={paths.baseCoordinator.requests()}
        voyagesHref={paths.baseCoordinator.voyages()}
        voyageHref={paths.baseCoordinator.voyageDetail}
        requestHref={paths.baseCoordinator.requestDetail}
        measuresHref={paths.baseCoordinator.measures()}
      />
      <CcusDueCard registerHref={paths.baseCoordinator.ccus()} unitHref={paths.baseCoordinator.ccuDetail} />
    </div>
  );
}
