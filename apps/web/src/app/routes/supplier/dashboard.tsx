import { paths } from '@/app/paths';
import { useAuth } from '@/app/providers/auth-provider';
import { usePageHeader } from '@/app/shell/page-header';
import { SupplierDashboard } from '@/features/dashboard/components/supplier-dashboard';

export function SupplierDashboardRoute() {
  const { user } = useAuth();
  usePageHeader('Dashboard');
  return (
    <SupplierDashboard
      name={user?.name ?? ''}
      requestsHref={paths.supplier.requests()}
      ordersHref={(step) => `${paths.supplier.orders()}?step=${step}`}
      requestHref={paths.supplier.requestDetail}
    />
  );
}
