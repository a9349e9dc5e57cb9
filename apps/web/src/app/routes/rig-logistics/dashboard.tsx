import { useAuth } from '@/app/providers/auth-provider';
import { usePageHeader } from '@/app/shell/page-header';
import { DashboardWelcome } from '@/features/dashboard/components/dashboard-welcome';

const TASKS = [
  'Review the orders of submitted requests and accept or reject them.',
  'Hand reviewed requests on to the base coordinator.',
  'Run the journeys of each voyage and offload shipments at the rigs.',
];

export function RigLogisticsDashboardRoute() {
  const { user } = useAuth();
  usePageHeader('Dashboard');
  return <DashboardWelcome name={user?.name ?? ''} tasks={TASKS} />;
}
