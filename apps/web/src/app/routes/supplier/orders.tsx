import { useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import {
  SupplierWorkOrders,
  type SupplierWorkStep,
} from '@/features/requests/components/supplier-work-orders';

/** /supplier/orders?step=load|offload: the lists the dashboard's Orders to Load and Orders to Offload open. */
export function SupplierOrdersRoute() {
  const [params] = useSearchParams();
  const step: SupplierWorkStep = params.get('step') === 'offload' ? 'offload' : 'load';
  usePageHeader('Your Orders', 'Orders waiting for you to load or offload.');
  return (
    <SupplierWorkOrders
      key={step}
      step={step}
      stepPath={(next) => `${paths.supplier.orders()}?step=${next}`}
      shipmentViewPath={paths.supplier.requestShipmentView}
    />
  );
}
