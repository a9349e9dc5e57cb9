import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { SupplierRequests } from '@/features/requests/components/supplier-requests';

export function SupplierRequestsRoute() {
  usePageHeader('Requests', 'Supply requests for your rigs.');
  return <SupplierRequests requestPath={paths.supplier.requestDetail} />;
}
