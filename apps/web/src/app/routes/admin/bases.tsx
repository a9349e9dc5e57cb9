import { usePageHeader } from '@/app/shell/page-header';
import { BasesAdmin } from '@/features/admin/components/bases-admin';

/** /admin/bases. */
export function AdminBasesRoute() {
  usePageHeader('Bases', 'Shore bases and the default one.');
  return <BasesAdmin />;
}
