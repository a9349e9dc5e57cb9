import { usePageHeader } from '@/app/shell/page-header';
import { RigsAdmin } from '@/features/admin/components/rigs-admin';

/** /admin/rigs. */
export function AdminRigsRoute() {
  usePageHeader('Rigs & Wells', 'Rigs, their wells and current well.');
  return <RigsAdmin />;
}
