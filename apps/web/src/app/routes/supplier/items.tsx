import { Package } from 'lucide-react';
import { usePageHeader } from '@/app/shell/page-header';
import { EmptyState } from '@/components/layout/empty-state';

export function SupplierItemsRoute() {
  usePageHeader('Items', 'Your item catalogue.');
  return (
    <EmptyState icon={Package} title="No items yet" description="Items in your catalogue are listed here." />
  );
}
