import { useAuth } from '@/app/providers/auth-provider';
import { usePageHeader } from '@/app/shell/page-header';
import { DashboardWelcome } from '@/features/dashboard/components/dashboard-welcome';

const TASKS = [
  'Review requests in processing and plan their shipments.',
  'Plan voyages and the journeys that take them to the rigs.',
  'Assign orders to shipments and to suppliers for loading.',
];

export function BaseCoordinatorDashboardRoute() {
  const { user } = useAuth();
  usePageHeader('Dashboard');
  return <DashboardWelcome name={user?.name ?? ''} tasks={TASKS} />;
}
