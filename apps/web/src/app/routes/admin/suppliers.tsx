import { usePageHeader } from '@/app/shell/page-header';
import { SuppliersAdmin } from '@/features/admin/components/suppliers-admin';

/** /admin/suppliers. */
export function AdminSuppliersRoute() {
  usePageHeader('Suppliers', 'Supplier companies.');
  return <SuppliersAdmin />;
}
