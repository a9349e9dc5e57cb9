import { usePageHeader } from '@/app/shell/page-header';
import { ItemCatalogue } from '@/features/items/components/item-catalogue';

export function SupplierItemsRoute() {
  usePageHeader('Items', 'Your item catalogue.');
  return <ItemCatalogue />;
}
