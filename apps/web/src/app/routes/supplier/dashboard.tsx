import { useAuth } from '@/app/providers/auth-provider';
import { usePageHeader } from '@/app/shell/page-header';
import { DashboardWelcome } from '@/features/dashboard/components/dashboard-welcome';

const TASKS = [
  'Build supply requests for your rigs and add orders for catalogue items.',
  'Keep your item catalogue up to date.',
  'Mark orders loaded at the base and offloaded at the rig.',
];

export function SupplierDashboardRoute() {
  const { user } = useAuth();
  usePageHeader('Dashboard');
  return <DashboardWelcome name={user?.name ?? ''} tasks={TASKS} />;
}
