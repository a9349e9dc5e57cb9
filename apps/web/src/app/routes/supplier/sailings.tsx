import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { SupplierSailings } from '@/features/sailings/components/supplier-sailings';

export function SupplierSailingsRoute() {
  usePageHeader(
    'Sailings',
    'The next sailings to each rig, by when goods must be at the quay, and your orders on them.',
  );
  return <SupplierSailings requestPath={paths.supplier.requestDetail} />;
}
