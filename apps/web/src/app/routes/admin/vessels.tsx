import { usePageHeader } from '@/app/shell/page-header';
import { VesselsAdmin } from '@/features/admin/components/vessels-admin';

/** /admin/vessels. */
export function AdminVesselsRoute() {
  usePageHeader('Vessels', 'Supply vessels and their decks.');
  return <VesselsAdmin />;
}
