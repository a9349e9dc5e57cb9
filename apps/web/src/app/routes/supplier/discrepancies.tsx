import { usePageHeader } from '@/app/shell/page-header';
import { DiscrepanciesScreen } from '@/features/cargo/components/discrepancies-screen';

/** The supplier's discrepancies (issue 9), read only. */
export function SupplierDiscrepanciesRoute() {
  usePageHeader('Discrepancies', 'What the rigs received short or damaged of your orders');
  return <DiscrepanciesScreen canResolve={false} />;
}
