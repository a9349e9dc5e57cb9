import { usePageHeader } from '@/app/shell/page-header';
import { VendorDirectory } from '@/features/vendors/components/vendor-directory';

export function BaseCoordinatorVendorsRoute() {
  usePageHeader('Vendors', 'The suppliers who fill the orders.');
  return <VendorDirectory />;
}
