import { paths } from '@/app/paths';
import { useAuth } from '@/app/providers/auth-provider';
import { usePageHeader } from '@/app/shell/page-header';
import { RentalReturnsScreen } from '@/features/cargo/components/rental-returns-screen';
import { UnitsOnHire } from '@/features/ccus/components/units-on-hire';

/** The supplier's rental returns coming back from the rigs (issue 9), and its own units on hire (issue 25). */
export function SupplierRentalReturnsRoute() {
  const { user } = useAuth();
  usePageHeader('Rental Returns', 'Your equipment coming back from the rigs, and your units on hire');
  return (
    <div className="grid min-w-0 gap-6">
      <RentalReturnsScreen />
      {user?.vendorId ? <UnitsOnHire vendorId={user.vendorId} detailPath={paths.supplier.ccuDetail} /> : null}
    </div>
  );
}
