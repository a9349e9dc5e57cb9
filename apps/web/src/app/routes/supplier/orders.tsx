import { useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { useAuth } from '@/app/providers/auth-provider';
import { usePageHeader } from '@/app/shell/page-header';
import {
  SupplierWorkOrders,
  type SupplierWorkStep,
} from '@/features/requests/components/supplier-work-orders';
import { SupplierOrderStepsProvider } from '@/features/shipments/components/supplier-order-steps';

/**
 * /supplier/orders?step=load|offload: the lists the dashboard's Orders to Load and Orders to Offload open, each
 * row with the supplier's own step (Mark Loaded, Mark Offloaded) beside the way to its shipments.
 */
export function SupplierOrdersRoute() {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const step: SupplierWorkStep = params.get('step') === 'offload' ? 'offload' : 'load';
  usePageHeader('Your Orders', 'Orders waiting for you to load or offload.');
  return (
    <SupplierOrderStepsProvider
      key={step}
      roleSlug={user?.role_slug ?? ''}
      step={step === 'load' ? 'mark-loaded' : 'mark-offloaded'}
    >
      <SupplierWorkOrders
        step={step}
        stepPath={(next) => `${paths.supplier.orders()}?step=${next}`}
        shipmentViewPath={paths.supplier.requestShipmentView}
      />
    </SupplierOrderStepsProvider>
  );
}
