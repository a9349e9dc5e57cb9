import { usePageHeader } from '@/app/shell/page-header';
import { RentalReturnsScreen } from '@/features/cargo/components/rental-returns-screen';

/** The supplier's rental returns coming back from the rigs (issue 9). */
export function SupplierRentalReturnsRoute() {
  usePageHeader('Rental Returns', 'Your equipment coming back from the rigs');
  return <RentalReturnsScreen />;
}
